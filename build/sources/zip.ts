/**
 * Reads one member out of a zip archive held in memory (for sources committed upstream inside a zip, like MEDSL's
 * Dataverse bundle). Sizes and offsets come from the central directory, so archives written as a stream (data
 * descriptors, zip64 fields) read too. Stored and deflated members only; the CRC-32 is checked.
 */
import { crc32, inflateRawSync } from 'node:zlib';

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

function endOfCentralDirectory(zip: Buffer): { entries: number; offset: number } {
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) !== EOCD) continue;
    let entries = zip.readUInt16LE(i + 10);
    let offset = zip.readUInt32LE(i + 16);
    if (offset === MAX32 && i >= 20 && zip.readUInt32LE(i - 20) === ZIP64_LOCATOR) {
      const record = Number(zip.readBigUInt64LE(i - 20 + 8));
      entries = Number(zip.readBigUInt64LE(record + 32));
      offset = Number(zip.readBigUInt64LE(record + 48));
    }
    return { entries, offset };
  }
  throw new Error('not a zip archive (no end of central directory)');
}

/** The zip64 extra field's values, in order, for the 32-bit fields that overflowed. */
function zip64Values(extra: Buffer): bigint[] {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) return Array.from({ length: size / 8 }, (_, k) => extra.readBigUInt64LE(p + 4 + 8 * k));
    p += 4 + size;
  }
  return [];
}

export function extractZipMember(bytes: Uint8Array, member: string): Uint8Array {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { entries, offset } = endOfCentralDirectory(zip);
  let p = offset;
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(p) !== CENTRAL) throw new Error('corrupt zip: bad central directory entry');
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    let compressed = zip.readUInt32LE(p + 20);
    let size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    let local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    if (name === member) {
      const wide = zip64Values(zip.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength));
      if (size === MAX32) size = Number(wide.shift());
      if (compressed === MAX32) compressed = Number(wide.shift());
      if (local === MAX32) local = Number(wide.shift());
      if (zip.readUInt32LE(local) !== LOCAL) throw new Error(`corrupt zip: no local header for ${member}`);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressed);
      if (data.length !== compressed) throw new Error(`truncated zip: ${member} needs ${compressed} bytes, ${data.length} present`);
      if (method !== 0 && method !== 8) throw new Error(`zip member ${member} uses compression method ${method} (only stored and deflate are read)`);
      const out = method === 0 ? data : inflateRawSync(data);
      if (out.length !== size || crc32(out) !== crc) throw new Error(`zip member ${member} fails its CRC-32 or size check`);
      return new Uint8Array(out);
    }
    p += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`zip has no member ${member}`);
}

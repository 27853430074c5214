/**
 * Zip members (MEDSL's House file is committed upstream inside the Dataverse bundle): extraction from archives
 * written here (fixtures), stored or deflated, with zip64 fields as streaming writers emit them, and a fetch of
 * a zip member from the fake upstream verified against its manifest entry.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDisk } from '../../build/sources/effects.ts';
import { sha256 } from '../../build/sources/manifest.ts';
import { syncSources } from '../../build/sources/sync.ts';
import { extractZipMember } from '../../build/sources/zip.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';
import { TEST_DOWNLOAD, testEffects } from './helpers.ts';

/** A minimal zip writer for the fixtures; `zip64` puts sizes and offsets in the zip64 extra field. */
function makeZip(members: { name: string; content: string; deflate: boolean }[], zip64 = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const m of members) {
    const raw = Buffer.from(m.content);
    const data = m.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(m.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(m.deflate ? 8 : 0, 8);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const extra = zip64 ? Buffer.alloc(28) : Buffer.alloc(0);
    if (zip64) {
      extra.writeUInt16LE(1, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(raw.length), 4);
      extra.writeBigUInt64LE(BigInt(data.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(m.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(zip64 ? 0xffffffff : data.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    centrals.push(central, name, extra);
    offset += local.length + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const HOUSE = 'year,state,district\r\n1976,AL,1\r\n'.repeat(50);
const MEMBERS = [
  { name: 'readme.txt', content: 'fixture bundle', deflate: false },
  { name: '1976-2024-house.tab', content: HOUSE, deflate: true },
];

describe('extractZipMember', () => {
  it.each([false, true])('reads stored and deflated members (zip64 fields: %s)', (zip64) => {
    const zip = makeZip(MEMBERS, zip64);
    expect(Buffer.from(extractZipMember(zip, '1976-2024-house.tab')).toString()).toBe(HOUSE);
    expect(Buffer.from(extractZipMember(zip, 'readme.txt')).toString()).toBe('fixture bundle');
  });

  it('names what is wrong: a missing member, a damaged member, not a zip', () => {
    const zip = makeZip(MEMBERS);
    expect(() => extractZipMember(zip, 'senate.tab')).toThrow('zip has no member senate.tab');
    const damaged = Buffer.from(zip);
    const at = 30 + 'readme.txt'.length + 2;
    damaged[at] = damaged[at]! ^ 0xff;
    expect(() => extractZipMember(damaged, 'readme.txt')).toThrow('zip member readme.txt fails its CRC-32 or size check');
    expect(() => extractZipMember(Buffer.from('year,state\n'), 'x')).toThrow('not a zip archive');
  });
});

describe('a zip-member source from the fake upstream', () => {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());

  it('downloads the archive, extracts the member and verifies it', async () => {
    fake.set('/raw/dataverse_files.zip', { body: makeZip(MEMBERS) });
    const bytes = Buffer.from(HOUSE);
    const entry = {
      path: 'results/medsl/house.csv',
      sha256: sha256(bytes),
      size: bytes.length,
      publisher: 'fixture',
      licence: 'fixture',
      retrieved: null,
      copy: 'zip-member' as const,
      upstream: { repository: 't/t', path: 'dataverse_files.zip', commit: 'c'.repeat(40), url: `${fake.base}/raw/dataverse_files.zip`, member: '1976-2024-house.tab' },
    };
    const disk = memoryDisk();
    const result = await syncSources([entry], '/cache', { upstream: true }, testEffects(disk), TEST_DOWNLOAD);
    expect(result).toMatchObject({ fetched: 1, failures: [] });
    expect(Buffer.from(disk.files.get('/cache/results/medsl/house.csv')!).toString()).toBe(HOUSE);
  });
});

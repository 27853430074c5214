import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';

/**
 * The ETag serve-handler sends for a file (sha1 of the extension, "-" and the bytes, in quotes), computed here too so
 * the server can answer conditional requests itself: serve-handler compares If-None-Match as one exact string and
 * answers its 304 without any header. Cached per path and mtime, at most `limit` paths (least recently used out).
 */
export class StaticEtags {
  private readonly cache = new Map<string, { mtimeMs: number; etag: string }>();
  constructor(private readonly limit = 4096) {}
  of(absolutePath: string): string {
    const { mtimeMs } = statSync(absolutePath);
    const hit = this.cache.get(absolutePath);
    this.cache.delete(absolutePath);
    const etag =
      hit && hit.mtimeMs === mtimeMs
        ? hit.etag
        : `"${createHash('sha1').update(extname(absolutePath)).update('-').update(readFileSync(absolutePath)).digest('hex')}"`;
    this.cache.set(absolutePath, { mtimeMs, etag });
    if (this.cache.size > this.limit) this.cache.delete(this.cache.keys().next().value!);
    return etag;
  }
}

/**
 * npm run sources against a local fake upstream (127.0.0.1 only) and a mirror folder: verification, retries with
 * backoff, rate limits, timeouts, truncation, resume, and one summary line per failure. The files are test
 * fixtures (labelled), not sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDisk } from '../../build/sources/effects.ts';
import { sha256, type ManifestEntry } from '../../build/sources/manifest.ts';
import { syncSources } from '../../build/sources/sync.ts';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream.ts';
import { closedPort, TEST_DOWNLOAD, testEffects } from './helpers.ts';

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());

const body = (name: string) => `fixture,${name}\n1,2\n`.repeat(20);

function entry(name: string, over: Partial<ManifestEntry> = {}): ManifestEntry {
  const bytes = Buffer.from(body(name));
  return {
    path: `fixture/${name}`,
    sha256: sha256(bytes),
    size: bytes.length,
    publisher: 'test fixture',
    licence: 'test fixture',
    retrieved: '2026-11-24',
    copy: 'bytes',
    upstream: { repository: 'test/fixture', path: name, commit: 'a'.repeat(40), url: `${fake.base}/raw/${name}` },
    ...over,
  };
}

describe('syncSources from the pinned upstream (fake)', () => {
  it('verifies, retries what can pass, fails the rest with one line each, and resumes', async () => {
    const ok = (name: string) => ({ body: body(name) });
    fake.set('/raw/plain.csv', ok('plain.csv'));
    fake.set('/raw/server-error.csv', [{ status: 500, body: 'oops' }, ok('server-error.csv')]);
    fake.set('/raw/rate-limited.csv', [{ status: 429, headers: { 'retry-after': '3' } }, ok('rate-limited.csv')]);
    fake.set('/raw/short.csv', { body: body('short.csv'), fault: 'short' });
    fake.set('/raw/reset.csv', [{ body: body('reset.csv'), fault: 'destroy' }, ok('reset.csv')]);
    fake.set('/raw/slow.csv', [{ fault: 'hang' }, ok('slow.csv')]);
    fake.set('/raw/altered.csv', { body: body('altered.csv').replace('1,2', '1,3') });
    const entries = [
      entry('plain.csv'),
      entry('server-error.csv'),
      entry('rate-limited.csv'),
      entry('short.csv'),
      entry('reset.csv'),
      entry('slow.csv'),
      entry('missing.csv'),
      entry('altered.csv'),
      entry('filtered.csv', { copy: 'filtered' }),
      entry('unpinned.csv', { upstream: { repository: 'test/fixture', path: 'unpinned.csv', commit: null, url: null } }),
    ];
    const disk = memoryDisk();
    const fx = testEffects(disk);
    const result = await syncSources(entries, '/cache', { upstream: true }, fx, TEST_DOWNLOAD);

    expect(result.fetched).toBe(5);
    expect(result.failures.map((f) => f.path)).toEqual(['fixture/short.csv', 'fixture/missing.csv', 'fixture/altered.csv', 'fixture/filtered.csv', 'fixture/unpinned.csv']);
    const reason = Object.fromEntries(result.failures.map((f) => [f.path.replace('fixture/', ''), f.reason]));
    expect(reason['short.csv']).toMatch(/^truncated: .* \(after 3 attempts\)$/);
    expect(reason['missing.csv']).toMatch(/^HTTP 404 from .*missing\.csv \(after 1 attempt\)$/);
    expect(reason['altered.csv']).toMatch(/^verification failed: sha256 /);
    expect(reason['filtered.csv']).toMatch(/cannot be fetched from upstream: filtered .*use --mirror DIR/);
    expect(reason['unpinned.csv']).toMatch(/not pinned to a commit/);
    // Backoff doubles from 100 ms; the 429's Retry-After (3 s) wins over it.
    expect(fx.sleeps).toContain(3000);
    expect(fx.sleeps.filter((s) => s === 100 || s === 200).length).toBeGreaterThanOrEqual(4);
    // Only verified bytes reach the cache.
    expect([...disk.files.keys()].sort()).toEqual(['/cache/fixture/plain.csv', '/cache/fixture/rate-limited.csv', '/cache/fixture/reset.csv', '/cache/fixture/server-error.csv', '/cache/fixture/slow.csv']);
    // Progress: files and bytes, then a summary and one line per failure.
    expect(fx.lines[0]).toMatch(/^\[ 1\/10\] \d+(\.\d)? (B|kB) \/ \d+(\.\d)? kB +verified \(fetched\) +fixture\/plain\.csv$/);
    const verifiedBytes = entries.slice(0, 6).filter((e) => e.path !== 'fixture/short.csv').reduce((s, e) => s + e.size, 0);
    expect(fx.lines).toContain(`5/10 files verified (${(verifiedBytes / 1e3).toFixed(1)} kB): 5 fetched, 0 already in the cache, 5 failed`);
    expect(fx.lines.filter((l) => l.startsWith('FAILED '))).toHaveLength(5);
    expect(fx.lines.some((l) => /^  retry 1 of 2 for fixture\/rate-limited\.csv in 3\.0 s: HTTP 429 \(rate limited\)$/.test(l))).toBe(true);
    expect(fx.lines.some((l) => /retry 1 of 2 for fixture\/slow\.csv .*timed out after 3 s/.test(l))).toBe(true);

    // Resume: verified files are not fetched again.
    const before = fake.requests.length;
    const again = await syncSources(entries.slice(0, 6).filter((e) => e.path !== 'fixture/short.csv'), '/cache', { upstream: true }, testEffects(disk), TEST_DOWNLOAD);
    expect(again).toMatchObject({ cached: 5, fetched: 0, failures: [] });
    expect(fake.requests.length).toBe(before);
  });

  it('re-fetches a cached file whose bytes no longer match', async () => {
    fake.set('/raw/stale.csv', { body: body('stale.csv') });
    const disk = memoryDisk({ '/cache/fixture/stale.csv': 'damaged' });
    const result = await syncSources([entry('stale.csv')], '/cache', { upstream: true }, testEffects(disk), TEST_DOWNLOAD);
    expect(result).toMatchObject({ fetched: 1, cached: 0 });
    expect(Buffer.from(disk.files.get('/cache/fixture/stale.csv')!).toString()).toBe(body('stale.csv'));
  });

  it('reports an unreachable upstream after its retries', async () => {
    const url = `${await closedPort()}/x.csv`;
    const result = await syncSources([entry('x.csv', { upstream: { repository: 't/t', path: 'x.csv', commit: 'b'.repeat(40), url } })], '/cache', { upstream: true }, testEffects(memoryDisk()), TEST_DOWNLOAD);
    expect(result.failures[0]!.reason).toBe(`unreachable (ECONNREFUSED) from ${url} (after 3 attempts)`);
  });
});

describe('syncSources from a mirror folder', () => {
  it('copies verified files and names the ones the mirror lacks or has altered', async () => {
    const disk = memoryDisk({ '/mirror/fixture/a.csv': body('a.csv'), '/mirror/fixture/b.csv': 'altered' });
    const fx = testEffects(disk);
    const result = await syncSources([entry('a.csv', { copy: 'built', upstream: null }), entry('b.csv'), entry('c.csv')], '/cache', { mirror: '/mirror' }, fx, TEST_DOWNLOAD);
    expect(result.fetched).toBe(1);
    expect(result.failures).toEqual([
      { path: 'fixture/b.csv', reason: expect.stringMatching(/^verification failed: size 7 bytes, manifest says \d+$/) },
      { path: 'fixture/c.csv', reason: 'not in mirror /mirror' },
    ]);
    expect(disk.files.has('/cache/fixture/a.csv')).toBe(true);
    expect(disk.files.has('/cache/fixture/b.csv')).toBe(false);
    expect(fake.requests.some((r) => r.includes('a.csv'))).toBe(false);
  });
});

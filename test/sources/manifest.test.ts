/**
 * sources/manifest.json against the sources folder: every file has an entry with its size and sha256, every entry
 * names its upstream (pinned to a commit or DOI) or says why it cannot, and the ingest's read hook refuses files
 * that are unlisted or altered.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directoryReader } from '../../build/ingest/core/sources.ts';
import { fetchUrl, manifestVerifier, sha256 } from '../../build/sources/manifest.ts';
import { loadManifest } from '../../build/sources/paths.ts';
import { describeWith, itWith, NEEDS_RAW_SOURCES, RAW_SOURCES as SOURCES } from '../helpers/needs.ts';

const manifest = loadManifest(resolve(__dirname, '../../sources/manifest.json'));

describe('sources/manifest.json', () => {
  it('pins every entry to a commit and raw URL, or a DOI, or says why it cannot', () => {
    for (const e of manifest.files) {
      const up = e.upstream;
      if (up?.commit) expect(up.url, e.path).toBe(`https://raw.githubusercontent.com/${up.repository}/${up.commit}/${up.path}`);
      else expect(e.note, `${e.path} has no pinned upstream and must say why`).toMatch(/UNPINNED|no upstream file of its own/);
      if (e.copy !== 'bytes' && e.copy !== 'unstated') expect(e.note ?? '', `${e.path}: a ${e.copy} copy says how it was made`).not.toBe('');
      if (e.copy === 'built') expect(e.derived_from?.length, e.path).toBeGreaterThan(0);
      expect(e.retrieved ?? e.retrieved_note, e.path).toBeTruthy();
    }
    expect(manifest.snapshots.every((s) => s.upstream?.commit)).toBe(true);
  });

  it('fetches from upstream only byte copies pinned to a commit', () => {
    const byPath = new Map(manifest.files.map((e) => [e.path, e]));
    expect(fetchUrl(byPath.get('results/medsl/1976-2020-president.csv')!)).toEqual({
      url: 'https://raw.githubusercontent.com/jaydooroo/vote_mandate_project/6168c7fc2e28948ddb882bd6ec8cf8ce8af40d99/1976-2020-president.csv',
    });
    expect(fetchUrl(byPath.get('results/fivethirtyeight/races_president_senate.csv')!)).toEqual({ reason: expect.stringMatching(/^filtered from fivethirtyeight\/election-results\/races\.csv@d6eb4293a9f6, not a byte copy$/) });
    expect(fetchUrl(byPath.get('polls/pollster-ratings/silver_bulletin_pollster_ratings_2024.csv')!)).toEqual({ reason: expect.stringMatching(/not pinned to a commit/) });
    expect(fetchUrl(byPath.get('results/electoral_college/electoral_votes_cast.csv')!)).toEqual({ reason: expect.stringMatching(/^no upstream file \(built: /) });
  });
});

describeWith(NEEDS_RAW_SOURCES, 'the manifest against ../shared/sources', () => {
  const onDisk = (readdirSync(SOURCES, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((d) => d.isFile() && !d.name.endsWith('.md'))
    .map((d) => relative(SOURCES, join(d.parentPath, d.name)))
    .sort();

  it('lists exactly the data files of the sources folder, each with its size and sha256', () => {
    expect(manifest.files.map((e) => e.path).sort()).toEqual(onDisk);
    for (const e of manifest.files) {
      const bytes = readFileSync(join(SOURCES, e.path));
      expect([e.path, bytes.length, sha256(bytes)]).toEqual([e.path, e.size, e.sha256]);
    }
  });
});

describe('the ingest read hook', () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-hook-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const entry = manifest.files.find((e) => e.path === 'results/electoral_college/electoral_votes_national.csv')!;

  it('refuses a file without a manifest entry, and one whose bytes differ from it', () => {
    mkdirSync(join(dir, 'results/electoral_college'), { recursive: true });
    writeFileSync(join(dir, 'results/electoral_college/unlisted.csv'), 'a,b\n');
    writeFileSync(join(dir, entry.path), 'year,recipient\n');
    const reader = directoryReader(dir, manifestVerifier(manifest));
    expect(() => reader.text('results/electoral_college/unlisted.csv')).toThrow(
      'results/electoral_college/unlisted.csv: not in sources/manifest.json; add an entry (upstream, sha256, licence) before the ingest reads it',
    );
    expect(() => reader.text(entry.path)).toThrow(new RegExp(`^${entry.path}: does not match sources/manifest.json \\(size 15 bytes, manifest says ${entry.size}\\); run npm run sources$`));
  });

  itWith(NEEDS_RAW_SOURCES, 'reads a listed file whose bytes match', () => {
    const reader = directoryReader(SOURCES, manifestVerifier(manifest));
    expect(reader.text(entry.path).split('\n')[0]).toMatch(/^year,/);
  });
});

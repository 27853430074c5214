/**
 * The source manifest (sources/manifest.json): every raw file the ingest may read, pinned to where it came from,
 * with the sha256 and size it must have. One schema, used by the fetcher, the ingest's read hook and the tests.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const Commit = z.string().regex(/^[0-9a-f]{40}$/);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Where a file came from: a repository path at a commit (raw URL derived from them), and/or a dataset DOI. */
const UpstreamSchema = z.object({
  repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  path: z.string().min(1),
  /** null when the SOURCES.md records no commit: the entry is then unpinned and never fetched from upstream. */
  commit: Commit.nullable(),
  url: z.string().url().nullable(),
  /** For a file taken out of a zip archive committed upstream. */
  member: z.string().optional(),
  doi: z.string().optional(),
});

/**
 * How the file relates to its upstream. Only `bytes` and `unstated` copies can be fetched from the upstream URL
 * (the sha256 decides); the others were transcribed, filtered, converted or built by the source collectors.
 */
const CopySchema = z.enum(['bytes', 'unstated', 'zip-member', 'filtered', 'extract', 'transcribed', 'converted', 'built', 'excerpt', 'snapshot']);

const ManifestEntrySchema = z.object({
  // '@' appears in copies named after their upstream commit (legislators-current@dfa96222.yaml).
  path: z.string().regex(/^[\w.@-]+(\/[\w.@-]+)*$/, 'a relative path with / separators and no ..'),
  sha256: Sha256,
  size: z.number().int().nonnegative(),
  publisher: z.string().min(1),
  licence: z.string().min(1),
  retrieved: IsoDate.nullable(),
  retrieved_note: z.string().optional(),
  copy: CopySchema,
  upstream: UpstreamSchema.nullable(),
  derived_from: z.array(z.string()).optional(),
  note: z.string().optional(),
});

/** A dated copy of a live feed, written by the feed fetcher (npm run feeds). */
const SnapshotEntrySchema = ManifestEntrySchema.extend({ feed: z.string(), copy: z.literal('snapshot'), retrieved: IsoDate });

export const ManifestSchema = z.object({
  $comment: z.string().optional(),
  files: z.array(ManifestEntrySchema),
  snapshots: z.array(SnapshotEntrySchema),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;
export type SnapshotEntry = z.infer<typeof SnapshotEntrySchema>;

export function parseManifest(text: string, name = 'sources/manifest.json'): Manifest {
  const parsed = ManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${name}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const seen = new Set<string>();
  for (const e of [...parsed.data.files, ...parsed.data.snapshots]) {
    if (seen.has(e.path)) throw new Error(`${name}: ${e.path} is listed twice`);
    seen.add(e.path);
  }
  return parsed.data;
}

export function serializeManifest(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The URL whose bytes must equal the entry (or, with `member`, the zip holding them), or why there is none (then
 * only a mirror can supply the file).
 */
export function fetchUrl(entry: ManifestEntry): { url: string; member?: string } | { reason: string } {
  const up = entry.upstream;
  if (!up) return { reason: `no upstream file (${entry.copy}${entry.note ? `: ${entry.note}` : ''})` };
  if (!up.commit || !up.url) return { reason: `upstream ${up.repository}/${up.path} is not pinned to a commit` };
  if (entry.copy === 'bytes' || entry.copy === 'unstated' || entry.copy === 'snapshot') return { url: up.url };
  if (entry.copy === 'zip-member' && up.member) return { url: up.url, member: up.member };
  return { reason: `${entry.copy} from ${up.repository}/${up.path}@${up.commit.slice(0, 12)}, not a byte copy` };
}

/** Why these bytes are not the manifest's file, or null when they are. */
export function mismatch(entry: ManifestEntry, bytes: Uint8Array): string | null {
  if (bytes.length !== entry.size) return `size ${bytes.length} bytes, manifest says ${entry.size}`;
  const actual = sha256(bytes);
  return actual === entry.sha256 ? null : `sha256 ${actual.slice(0, 16)}…, manifest says ${entry.sha256.slice(0, 16)}…`;
}

/**
 * The ingest's read hook: a file may be read only if the manifest lists it and its bytes match.
 * Throws naming the file, so an unlisted or altered source fails the ingest loudly.
 */
export function manifestVerifier(manifest: Manifest): (relativePath: string, bytes: Uint8Array) => void {
  const byPath = new Map(manifest.files.map((e) => [e.path, e]));
  return (relativePath, bytes) => {
    const entry = byPath.get(relativePath);
    if (!entry) throw new Error(`${relativePath}: not in sources/manifest.json; add an entry (upstream, sha256, licence) before the ingest reads it`);
    const why = mismatch(entry, bytes);
    if (why) throw new Error(`${relativePath}: does not match sources/manifest.json (${why}); run npm run sources`);
  };
}

/** Where the source stages keep things, relative to the repository root. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseManifest, type Manifest } from './manifest.ts';

export const MANIFEST_PATH = 'sources/manifest.json';
/** Git-ignored. `files/` is laid out like the sources folder (the ingest reads it); `snapshots/` holds feed copies. */
export const DEFAULT_CACHE = 'sources/cache';
export const cacheFiles = (cache: string) => join(cache, 'files');
export const cacheSnapshots = (cache: string) => join(cache, 'snapshots');

export function loadManifest(path = MANIFEST_PATH): Manifest {
  return parseManifest(readFileSync(path, 'utf8'), path);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dataset } from '../catalog/dataset.ts';
import { loadDataset as loadThroughCatalog } from '../catalog/load-dataset.ts';

/** Load and validate stage: every file of the catalog from data/ on disk; errors name file, record and field. */
export function loadDataset(dir: string): Dataset {
  return loadThroughCatalog((file) => readFileSync(join(dir, file), 'utf8'));
}

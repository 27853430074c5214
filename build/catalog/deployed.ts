/**
 * The data/ files a function reads at run time. They are deployed beside each function that needs them (netlify.toml
 * included_files, generated with the functions) rather than imported: Netlify's bundler inlines every imported JSON
 * file, and every dynamically imported module, into the one file of each function, so importing them made every
 * function carry all the results data (13.6 MB each) and parse it at each cold start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A folder n levels above a path. */
const up = (path: string, n: number): string => (n === 0 ? path : up(dirname(path), n - 1));

/**
 * The folders data/ may be under: two above this module, which is the repository root both for the sources
 * (build/catalog/) and for a Netlify bundle (netlify/functions/{name}.mjs, with data/ at the bundle's root); else
 * the working directory. Computed rather than written as a path literal: Netlify's file tracer (nft) reads
 * literal paths such as new URL('../../data/' + file, import.meta.url) and would deploy all of data/ with every
 * function, whatever netlify.toml includes.
 */
const roots = (): string[] => [up(fileURLToPath(import.meta.url), 3), process.cwd()];

/** Where data/{file} is, or an error naming the file and what deploys it. */
export function deployedDataPath(file: string): string {
  const found = roots()
    .map((root) => join(root, 'data', file))
    .find((p) => existsSync(p));
  if (!found) throw new Error(`data/${file}: not deployed with this function (see its included_files in netlify.toml)`);
  return found;
}

/**
 * data/{file} read and parsed, not validated again: every deployed copy is a file the deploy's own build validated
 * (schemas, keys, references, strict JSON), since Netlify runs `npm run build` on the same commit before it bundles
 * the functions, `npm start` rebuilds when data/ is newer than dist/, and the tests build before they serve.
 * Validating again with the catalog's schemas cost each cold start about 60 ms (and bundled every schema).
 */
export function readDeployedJson<T = unknown>(file: string): T {
  const text = readFileSync(deployedDataPath(file), 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    throw new Error(`data/${file}: not valid JSON, perhaps truncated (${(e as Error).message})`);
  }
}

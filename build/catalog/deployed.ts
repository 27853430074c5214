/**
 * The data/ files a function reads at run time. They are deployed beside each function that needs them (netlify.toml
 * included_files, generated with the functions) rather than imported: Netlify's bundler inlines every imported JSON
 * file, and every dynamically imported module, into the one file of each function, so importing them made every
 * function carry all the results data (13.6 MB each) and parse it at each cold start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogEntry } from './files.ts';
import { parseJson, validateDataFiles } from './load.ts';
import type { DataFiles } from './rules.ts';

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

/** data/{file} read and parsed (not yet validated: the caller validates through the catalog). */
export function readDeployedJson(file: string): unknown {
  return parseJson(file, readFileSync(deployedDataPath(file), 'utf8'));
}

/**
 * A function's data files (parsed values by file name) validated through the catalog as the build's loader does:
 * schemas, keys and references among them. Not the cross-file rules: the build checked those before deploying, and
 * loading them would bundle the results rules into every function.
 */
export function validateDeployed(values: Record<string, unknown>): DataFiles {
  return validateDataFiles(values, Object.keys(values).map(catalogEntry), []).records;
}

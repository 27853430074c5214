/**
 * Where snapshots live: Netlify Blobs on Netlify, and off Netlify (npm start, tests) a small file-backed store
 * with the same two methods, so the same code runs in both places.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';

/** The part of the Netlify Blobs Store the feature uses. */
export interface JsonStore {
  get(key: string, options: { type: 'json' }): Promise<unknown>;
  setJSON(key: string, value: unknown): Promise<unknown>;
}

const STORE_NAME = 'prediction-markets';

/**
 * One JSON file per key under dir (keys are URL-encoded into file names); writes are atomic (a temporary file
 * with a name unique to the write, then a rename), so concurrent writers never mix their bytes: the last rename wins.
 */
export class FileStore implements JsonStore {
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  private path(key: string): string {
    return join(this.dir, `${encodeURIComponent(key)}.json`);
  }

  async get(key: string, _options: { type: 'json' }): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(this.path(key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return JSON.parse(text);
  }

  async setJSON(key: string, value: unknown): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const path = this.path(key);
    const temp = `${path}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify(value));
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}

/** Netlify sets the Blobs context (global or environment) in its functions; anywhere else the local files. */
export function onNetlify(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean((globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext || env.NETLIFY_BLOBS_CONTEXT);
}

export function marketStore(localDir: string, env: NodeJS.ProcessEnv = process.env): JsonStore {
  if (!onNetlify(env)) return new FileStore(join(localDir, STORE_NAME));
  try {
    return getStore(STORE_NAME);
  } catch (error) {
    // A context Blobs cannot use: keep answering, with snapshots in the instance's temporary directory.
    console.error(
      `prediction markets: Netlify Blobs unavailable (${(error as Error).message}); using a temporary file store`,
    );
    return new FileStore(join(tmpdir(), 'blobs-local', STORE_NAME));
  }
}

/**
 * The effects the source stages use (network, disk, clock, console), passed in so every stage runs in tests
 * against memory and a local fake upstream. `nodeEffects` is the real machine.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Disk {
  /** The file's bytes, or null when there is no such file. */
  read(path: string): Promise<Uint8Array | null>;
  /** Writes through a temporary file and a rename, so no reader ever sees half a file. */
  write(path: string, bytes: Uint8Array | string): Promise<void>;
}

export interface Effects {
  fetch: typeof fetch;
  disk: Disk;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
}

const nodeDisk: Disk = {
  async read(path) {
    try {
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  async write(path, bytes) {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.partial-${process.pid}`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  },
};

export function nodeEffects(log: (line: string) => void = (line) => console.log(line)): Effects {
  return {
    fetch: globalThis.fetch,
    disk: nodeDisk,
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    log,
  };
}

/** An in-memory disk for tests: path -> bytes. */
export function memoryDisk(files: Record<string, Uint8Array | string> = {}): Disk & { files: Map<string, Uint8Array> } {
  const map = new Map(Object.entries(files).map(([p, b]) => [p, typeof b === 'string' ? new TextEncoder().encode(b) : b]));
  return {
    files: map,
    async read(path) {
      return map.get(path) ?? null;
    },
    async write(path, bytes) {
      map.set(path, typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes);
    },
  };
}

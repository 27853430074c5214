import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { parseCsv, type CsvTable } from './csv.ts';

/** Reads raw source files by path relative to the sources folder; injected so tests can use fixtures. */
export interface SourceReader {
  text(relativePath: string): string;
  /** Every data file (not SOURCES.md or README.md), as paths relative to the sources folder. */
  list(): string[];
}

export function directoryReader(root: string): SourceReader {
  return {
    text(relativePath) {
      const bytes = readFileSync(join(root, relativePath));
      return (relativePath.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    },
    list() {
      return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile() && !d.name.endsWith('.md'))
        .map((d) => relative(root, join(d.parentPath, d.name)).split(sep).join('/'))
        .sort();
    },
  };
}

/** An in-memory reader for tests: path -> file text. */
export function memoryReader(files: Record<string, string>): SourceReader {
  return {
    text(relativePath) {
      const text = files[relativePath];
      if (text === undefined) throw new Error(`fixture reader: no file ${relativePath}`);
      return text;
    },
    list() {
      return Object.keys(files).sort();
    },
  };
}

export function readCsv(reader: SourceReader, relativePath: string): CsvTable {
  return parseCsv(relativePath, reader.text(relativePath));
}

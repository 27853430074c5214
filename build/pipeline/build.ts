import { ROUTES } from '../routes/table.ts';
import { loadDataset } from './load.ts';
import { renderSite, type OutputFile } from './render.ts';

export interface BuildOptions {
  dataDir: string;
  baseUrl: string;
}

export interface BuildTimings {
  load: number;
  render: number;
}

/** load -> validate -> compute -> render -> validate outputs; returns the files (writing is the caller's). */
export function buildSite(options: BuildOptions): { files: OutputFile[]; timings: BuildTimings } {
  const t0 = performance.now();
  const data = loadDataset(options.dataDir);
  const t1 = performance.now();
  const files = renderSite(ROUTES, data, { baseUrl: options.baseUrl });
  const t2 = performance.now();
  return { files, timings: { load: t1 - t0, render: t2 - t1 } };
}

import { dirname, join } from 'node:path';
import { operator } from '../config.ts';
import { buildTime } from '../release.ts';
import { ROUTES } from '../routes/table.ts';
import { loadDataset } from './load.ts';
import { renderSite, type OutputFile } from './render.ts';

export interface BuildOptions {
  dataDir: string;
  baseUrl: string;
  /** Defaults to templates/ beside data/. */
  templatesDir?: string;
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
  const site = operator({ URL: options.baseUrl, OPERATOR_NAME: process.env.OPERATOR_NAME });
  const files = renderSite(ROUTES, data, {
    baseUrl: options.baseUrl,
    templatesDir: options.templatesDir ?? join(dirname(options.dataDir), 'templates'),
    site: `${site.name} (${site.domain})`,
    attribution: `${site.name} (${site.domain})`,
    buildTime: buildTime(),
  });
  const t2 = performance.now();
  return { files, timings: { load: t1 - t0, render: t2 - t1 } };
}

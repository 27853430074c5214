/**
 * The results records for the export function: read on first use from the data/ files deployed beside it (see
 * catalog/deployed.ts, which says why they are not validated again). Each file is parsed once per instance and an
 * office and year's records are picked out once.
 */
import { readDeployedJson } from '../catalog/deployed.ts';
import type { ExportData, ExportOffice } from '../compute/export.ts';

/** The data/ files an export of each office reads (states.json has no year: it is kept whole). */
export const RESULTS_DATA_FILES: Record<ExportOffice, string[]> = {
  president: ['states.json', 'president-states.json'],
  senate: ['senate.json'],
  house: ['house.json'],
  governor: ['governor.json'],
};

const parsed = new Map<string, unknown>();
const picked = new Map<string, ExportData>();

/** A file's records of one year (all of a file without years), parsed once per instance. */
function recordsOf(file: string, year: number): unknown {
  if (!parsed.has(file)) parsed.set(file, readDeployedJson(file));
  const value = parsed.get(file);
  if (!Array.isArray(value)) throw new Error(`data/${file}: expected an array of records`);
  return value.filter((r: { year?: unknown }) => r.year === undefined || r.year === year);
}

/** The records an export of the office and year reads (the other lists empty). */
export function exportData(office: ExportOffice, year: number): ExportData {
  const key = `${office} ${year}`;
  let data = picked.get(key);
  if (!data) {
    const files = RESULTS_DATA_FILES[office];
    const r = (file: string) => (files.includes(file) ? recordsOf(file, year) : []) as never[];
    data = {
      states: r('states.json'),
      presidentStates: r('president-states.json'),
      senate: r('senate.json'),
      house: r('house.json'),
      governor: r('governor.json'),
    };
    picked.set(key, data);
  }
  return data;
}

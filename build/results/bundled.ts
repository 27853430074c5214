/**
 * The results records for the export function: read on first use from the data/ files deployed beside it (see
 * catalog/deployed.ts), and validated through the same catalog (schemas, keys, references among the records loaded)
 * as the build's loader. Only the office and year asked for are validated: house.json holds 9 MB of records, and
 * validating all of them made a cold export take 7-12 s.
 */
import { readDeployedJson, validateDeployed } from '../catalog/deployed.ts';
import type { ExportData, ExportOffice } from '../compute/export.ts';

/** The data/ files an export of each office reads (states.json has no year: it is kept whole). */
export const RESULTS_DATA_FILES: Record<ExportOffice, string[]> = {
  president: ['states.json', 'president-states.json'],
  senate: ['senate.json'],
  house: ['house.json'],
  governor: ['governor.json'],
};

const parsed = new Map<string, unknown>();
const validated = new Map<string, ExportData>();

/** A file's records of one year (all of a file without years), parsed once per instance. */
function recordsOf(file: string, year: number): unknown {
  if (!parsed.has(file)) parsed.set(file, readDeployedJson(file));
  const value = parsed.get(file);
  if (!Array.isArray(value)) return value; // validateDataFiles names the fault
  return value.filter((r: { year?: unknown }) => r.year === undefined || r.year === year);
}

/** The validated records an export of the office and year reads (the other lists empty). */
export function exportData(office: ExportOffice, year: number): ExportData {
  const key = `${office} ${year}`;
  let data = validated.get(key);
  if (!data) {
    const files = RESULTS_DATA_FILES[office];
    const values = Object.fromEntries(files.map((f) => [f, recordsOf(f, year)]));
    const records = validateDeployed(values);
    const r = (file: string) => (records[file] ?? []) as never[];
    data = {
      states: r('states.json'),
      presidentStates: r('president-states.json'),
      senate: r('senate.json'),
      house: r('house.json'),
      governor: r('governor.json'),
    };
    validated.set(key, data);
  }
  return data;
}

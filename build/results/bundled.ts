/**
 * The results records for the export function: imported as JSON so Netlify's bundler packs them into the function,
 * and validated on first use through the same catalog (schemas, keys, references among the files loaded) as the
 * build's loader. Only the files of the office asked for are validated.
 */
import governor from '../../data/governor.json' with { type: 'json' };
import house from '../../data/house.json' with { type: 'json' };
import presidentStates from '../../data/president-states.json' with { type: 'json' };
import senate from '../../data/senate.json' with { type: 'json' };
import states from '../../data/states.json' with { type: 'json' };
import { catalogEntry } from '../catalog/files.ts';
import { validateDataFiles } from '../catalog/load.ts';
import type { ExportData, ExportOffice } from '../compute/export.ts';

const FILES: Record<ExportOffice, Record<string, unknown>> = {
  president: { 'states.json': states, 'president-states.json': presidentStates },
  senate: { 'senate.json': senate },
  house: { 'house.json': house },
  governor: { 'governor.json': governor },
};
const cached = new Map<ExportOffice, ExportData>();

/** The validated records an export of the office reads (the other lists empty). */
export function exportData(office: ExportOffice): ExportData {
  let data = cached.get(office);
  if (!data) {
    const files = FILES[office];
    const { records } = validateDataFiles(files, Object.keys(files).map(catalogEntry));
    const r = (file: string) => (records[file] ?? []) as never[];
    data = { states: r('states.json'), presidentStates: r('president-states.json'), senate: r('senate.json'), house: r('house.json'), governor: r('governor.json') };
    cached.set(office, data);
  }
  return data;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRecords } from '../ingest/records.ts';
import { PresidentNationalSchema, PresidentStateResultSchema, RaceSchema } from '../schemas/results.ts';
import { StateSchema } from '../schemas/state.ts';
import type { Dataset } from './dataset.ts';

/** Reads a data file as JSON, naming the file when it is not JSON at all. */
function readJson(dir: string, name: string): unknown[] {
  const text = readFileSync(join(dir, name), 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`data/${name}: not valid JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(value)) throw new Error(`data/${name}: expected an array of records`);
  return value;
}

/** Load and validate stage: every record of data/ against its schema; errors name file, record and field. */
export function loadDataset(dir: string): Dataset {
  const load = <T>(name: string, schema: Parameters<typeof validateRecords>[1]) => validateRecords(`data/${name}`, schema, readJson(dir, name)) as T[];
  return {
    states: load('states.json', StateSchema),
    presidentStates: load('president-states.json', PresidentStateResultSchema),
    presidentNational: load('president-national.json', PresidentNationalSchema),
    senate: load('senate.json', RaceSchema),
    house: load('house.json', RaceSchema),
    governor: load('governor.json', RaceSchema),
  };
}

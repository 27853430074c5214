/**
 * The committed data/ files, each parsed with its schema once per test file: what the ingest tests check the
 * published records against.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CorrectionSchema } from '../../build/schemas/corrections.ts';
import { IngestReportSchema } from '../../build/schemas/report.ts';
import { PresidentNationalSchema, PresidentStateResultSchema, RaceSchema } from '../../build/schemas/results.ts';
import { StateSchema } from '../../build/schemas/state.ts';

export const DATA_DIR = resolve(__dirname, '../../data');
export const readData = (name: string): unknown => JSON.parse(readFileSync(join(DATA_DIR, name), 'utf8'));

export const states = StateSchema.array().parse(readData('states.json'));
export const presidentStates = PresidentStateResultSchema.array().parse(readData('president-states.json'));
export const presidentNational = PresidentNationalSchema.array().parse(readData('president-national.json'));
export const senate = RaceSchema.array().parse(readData('senate.json'));
export const house = RaceSchema.array().parse(readData('house.json'));
export const governor = RaceSchema.array().parse(readData('governor.json'));
export const corrections = CorrectionSchema.array().parse(readData('corrections.json'));
export const report = IngestReportSchema.parse(readData('ingest-report.json'));

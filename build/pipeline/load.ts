import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRecords } from '../ingest/core/records.ts';
import { PresidentNationalSchema, PresidentStateResultSchema, RaceSchema } from '../schemas/results.ts';
import { StateSchema } from '../schemas/state.ts';
import { PollSchema, PollsterSchema, Race2026Schema, Rating2026Schema, RatingHistoryRecordSchema } from '../schemas/polls.ts';
import { IngestReportSchema } from '../schemas/report.ts';
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

/** The ingest report is one object, not records; validated as a whole. */
function loadReport(dir: string) {
  const parsed = IngestReportSchema.safeParse(JSON.parse(readFileSync(join(dir, 'ingest-report.json'), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`data/ingest-report.json: field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
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
    polls2026: {
      races: load('races-2026.json', Race2026Schema),
      polls: load('polls-2026.json', PollSchema),
      ratings: load('ratings-2026.json', Rating2026Schema),
    },
    pollsters: load('pollsters.json', PollsterSchema),
    ratingHistory2026: load('ratings-2026-history.json', RatingHistoryRecordSchema),
    report: loadReport(dir),
  };
}

import { z } from 'zod';
import registry from '../curated/sources.json' with { type: 'json' };
import { StateSchema } from '../schemas/state.ts';
import { PresidentNationalSchema, PresidentStateResultSchema, RaceSchema } from '../schemas/results.ts';
import { IngestReportSchema } from '../schemas/report.ts';
import { CorrectionSchema } from '../schemas/corrections.ts';
import { PollSchema, PollsterSchema, Race2026Schema, Rating2026Schema, RatingHistoryRecordSchema } from '../schemas/polls.ts';
import { runChecks } from './core/checks.ts';
import { readElectoral } from './president/electoral.ts';
import { buildGovernor, GOVERNOR_FILES_NOT_READ } from './governor/build.ts';
import { buildHouse } from './house/build.ts';
import { Ledger } from './core/ledger.ts';
import { build2026, FILES_NOT_READ_2026 } from './cycle2026/build.ts';
import { buildPresidentNational } from './president/national.ts';
import { buildPresidentStates, readPresidentRows } from './president/state-results.ts';
import { serializeRecords, validateRecords } from './core/records.ts';
import { buildSenate } from './senate/build.ts';
import type { SourceReader } from './core/sources.ts';
import { buildStates } from './president/states.ts';

/** Files in ../shared/sources the ingest does not read, each with the reason. */
const FILES_NOT_READ: Record<string, string> = {
  'results/fivethirtyeight/election_results_presidential.csv':
    'not needed: MEDSL covers every state and year; FiveThirtyEight\'s Maine/Nebraska district rows were already used to build electoral_college/electoral_votes_cast.csv',
  ...GOVERNOR_FILES_NOT_READ,
  ...FILES_NOT_READ_2026,
};

/** The data files the ingest writes, by name under data/. */
export type IngestFiles = Record<string, string>;

/**
 * The whole ingest as a pure function of the sources: read, normalize, check, validate, serialize.
 * Throws (naming file, row and field) on bad input or a failed reconciliation check; writes nothing itself.
 */
export function runIngest(reader: SourceReader): { files: IngestFiles; report: z.infer<typeof IngestReportSchema> } {
  const ledger = new Ledger();
  const electoral = readElectoral(reader, ledger);
  const presidentRows = readPresidentRows(reader, ledger);
  const states = buildStates(presidentRows);
  const presidentStates = buildPresidentStates(presidentRows, ledger, electoral);
  const presidentNational = buildPresidentNational(presidentStates);
  const senate = buildSenate(reader, ledger);
  const house = buildHouse(reader, ledger);
  const governor = buildGovernor(reader, ledger);
  const y2026 = build2026(reader, ledger);
  ledger.assertComplete();

  const read = new Set(Object.keys(ledger.accounts()));
  const unexplained = reader.list().filter((f) => !read.has(f) && !(f in FILES_NOT_READ));
  if (unexplained.length) throw new Error(`source files neither read nor listed as not read: ${unexplained.join(', ')}`);
  const unknownIds = [...presidentStates, ...senate, ...house, ...governor, ...y2026.races, ...y2026.polls, ...y2026.ratingHistory]
    .flatMap((r) => r.sources)
    .filter((id) => !registry.sources.some((s) => s.id === id));
  if (unknownIds.length) throw new Error(`records cite source ids missing from curated/sources.json: ${[...new Set(unknownIds)].join(', ')}`);

  const checks = [...runChecks({ presidentStates, presidentNational, senate, house, governor }), ...y2026.checks];
  const failed = checks.filter((c) => !c.passed);
  if (failed.length) throw new Error(`reconciliation checks failed:\n${failed.map((c) => `- ${c.name}: ${c.details.join('; ')}`).join('\n')}`);

  const report = IngestReportSchema.parse({
    files: ledger.accounts(),
    files_not_read: Object.fromEntries(Object.entries(FILES_NOT_READ).filter(([f]) => reader.list().includes(f))),
    counts: {
      states: states.length,
      president_state_results: presidentStates.length,
      president_national_results: presidentNational.length,
      senate_races: senate.length,
      house_races: house.length,
      governor_races: governor.length,
      races_2026: y2026.races.length,
      polls_2026: y2026.polls.length,
      pollsters: y2026.pollsters.length,
      ratings_2026: y2026.ratings.length,
      rating_history_2026: y2026.ratingHistory.length,
    },
    checks,
    conflicts: ledger.conflicts,
  });
  const files: IngestFiles = {
    'states.json': serializeRecords(validateRecords('data/states.json', StateSchema, states)),
    'president-states.json': serializeRecords(validateRecords('data/president-states.json', PresidentStateResultSchema, presidentStates)),
    'president-national.json': serializeRecords(validateRecords('data/president-national.json', PresidentNationalSchema, presidentNational)),
    'senate.json': serializeRecords(validateRecords('data/senate.json', RaceSchema, senate)),
    'house.json': serializeRecords(validateRecords('data/house.json', RaceSchema, house)),
    'governor.json': serializeRecords(validateRecords('data/governor.json', RaceSchema, governor)),
    'races-2026.json': serializeRecords(validateRecords('data/races-2026.json', Race2026Schema, y2026.races)),
    'polls-2026.json': serializeRecords(validateRecords('data/polls-2026.json', PollSchema, y2026.polls)),
    'pollsters.json': serializeRecords(validateRecords('data/pollsters.json', PollsterSchema, y2026.pollsters)),
    'ratings-2026.json': serializeRecords(validateRecords('data/ratings-2026.json', Rating2026Schema, y2026.ratings)),
    'corrections.json': serializeRecords(validateRecords('data/corrections.json', CorrectionSchema, ledger.corrections())),
    'ingest-report.json': `${JSON.stringify(report, null, 2)}\n`,
  };
  return { files, report };
}

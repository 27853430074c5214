/**
 * Shared pieces of the 2026 ingest (polls, races, pollster grades, ratings): file paths, source ids, the
 * intermediate poll row every poll reader produces, and the small cell parsers the quirks call for.
 */
import type { z } from 'zod';
import type { PopulationSchema } from '../../schemas/polls.ts';
import type { CellFix } from './polls-fixes.ts';

/** 2026 source files, relative to the sources folder. */
export const FILES_2026 = {
  senatePolls: 'polls/us-elections-2026/senate_polls_2026-10-05.csv',
  governorPolls: 'polls/us-elections-2026/governor_polls_2026-10-05.csv',
  generic: 'polls/us-elections-2026/generic_polls_2026-08-07.csv',
  genericSupplement: 'polls/us-elections-2026/generic_polls_supplement_2026-08-07.csv',
  genericLater: 'polls/us-elections-2026/generic_polls_2026-10-05_rows_after_2026-08-03.csv',
  tracker: 'polls/congressional-tracker/generic_ballot_polls.csv',
  silver: 'polls/pollster-ratings/silver_bulletin_pollster_ratings_current.csv',
  fte2023: 'polls/pollster-ratings/fivethirtyeight_pollster_ratings_2023_letter_grades.csv',
  racesIndex: 'races/races_2026_index_DERIVED.csv',
  pulseRaces: 'races/midterms-pulse-2026/senate_races_2026-10-09_extract.json',
  candidates: 'races/us-elections-2026/candidates_2026-08-07.json',
  senatePrimaries: 'races/us-elections-2026/senate_primaries_2026-08-07.json',
  governorPrimaries: 'races/us-elections-2026/governor_primaries_2026-08-07.json',
  senateRatings: 'ratings/us-elections-2026/senate_ratings_2026-10-05_extract.json',
  governorRatings: 'ratings/us-elections-2026/governor_ratings_2026-10-05_extract.json',
  pulseRatings: 'ratings/midterms-pulse-2026/expert_ratings_senate_2026-10-09_extract.json',
  senateRatingsAugust: 'ratings/us-elections-2026/senate_ratings_feed_2026-08-07.json',
  governorRatingsAugust: 'ratings/us-elections-2026/governor_ratings_2026-08-07.json',
} as const;

/** Source ids as records cite them (registered in build/curated/sources.json). */
export const SOURCE_IDS_2026 = {
  senatePolls: 'us-elections-2026-senate-polls',
  governorPolls: 'us-elections-2026-governor-polls',
  generic: 'votehub-generic-ballot',
  genericSupplement: 'us-elections-2026-generic-supplement',
  genericLater: 'us-elections-2026-generic-later',
  tracker: 'congressional-tracker-generic',
  silver: 'silver-bulletin-pollster-ratings',
  fte2023: 'fte-pollster-ratings-2023',
  racesIndex: 'races-2026-index-derived',
  pulseRaces: 'midterms-pulse-senate-races',
  candidates: 'us-elections-2026-candidates',
  senatePrimaries: 'us-elections-2026-senate-primaries',
  governorPrimaries: 'us-elections-2026-governor-primaries',
  senateRatings: 'us-elections-2026-senate-ratings',
  governorRatings: 'us-elections-2026-governor-ratings',
  pulseRatings: 'midterms-pulse-senate-ratings',
  senateRatingsAugust: 'us-elections-2026-senate-ratings-2026-08',
  governorRatingsAugust: 'us-elections-2026-governor-ratings-2026-08',
} as const;

/** The last day any poll source covers (polls/SOURCES.md): nothing after it may appear in the data. */
export const COVERAGE_END = '2026-10-02';
export const GENERIC_RACE = 'us-generic-ballot-2026';

export type Population = z.infer<typeof PopulationSchema>;

/** One poll row as read, before pollster normalization, population dedupe and tagging. */
export interface RawPoll {
  file: string;
  row: number;
  source: string;
  raceId: string;
  pollsterRaw: string;
  /** The sponsor cell as written; null when blank. */
  sponsorRaw: string | null;
  population: Population | null;
  sampleSize: number | null;
  startDate: string | null;
  endDate: string;
  /** Surnames as the source writes them ("El-Sayed"); "dem"/"rep" for the generic ballot. */
  dem: { name: string; pct: number };
  rep: { name: string; pct: number };
  marginOfError: number | null;
  sourceUrl: string | null;
  /** The source's own partisan flag (D/R), kept only to note where it differs from the sponsor rule. */
  sourcePartisan: 'D' | 'R' | null;
  /** Source ids beyond `source` that confirm this row (a cross-check copy merged into it). */
  alsoIn: string[];
  notes: string[];
  /** The source's free-text note as written (state poll files only), for the likely-voter check. */
  sourceNote?: string;
  /** Cells a curated fix replaced (build/curated/2026-poll-fixes.json), published at /api/corrections. */
  cellFixes?: CellFix[];
}

/** Where a record came from, for check messages that must name file, row and field. */
export interface Origin {
  file: string;
  row: number;
  /** The source row's free-text note, when it has one. */
  note?: string;
}

/** "LV" / "lv" -> lv, "" -> null; anything else is an error naming the cell. */
export function populationCode(raw: string, where: string): Population | null {
  const v = raw.trim().toLowerCase();
  if (v === '') return null;
  if (v === 'lv' || v === 'rv' || v === 'a' || v === 'v') return v;
  throw new Error(`${where}, field "population": unknown population "${raw}"`);
}

/**
 * The published margin of error, which us-elections-2026 writes only inside its Korean note ("±3.1·...").
 * Null when the note has none: a margin of error is never computed from the sample size.
 */
export function parseMarginOfError(note: string): number | null {
  const m = note.match(/±\s*([0-9.]+)/);
  if (!m) return null;
  const value = Number(m[1]);
  return Number.isFinite(value) && m[1] !== '.' ? value : null;
}

/** A YYYY-MM-DD cell (null when blank when allowed); anything else names the cell. */
export function isoDateCell(raw: string, where: string, field: string, optional: boolean): string | null {
  const v = raw.trim();
  if (v === '' && optional) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
    throw new Error(`${where}, field "${field}": expected a YYYY-MM-DD date, got "${raw}"`);
  }
  return v;
}

/** A percentage cell: a number 0-100, or null when blank. */
export function pctCell(raw: string, where: string, field: string): number | null {
  const v = raw.trim();
  if (v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new Error(`${where}, field "${field}": expected a percentage, got "${raw}"`);
  return n;
}

/** A sample-size cell: a positive integer, or null when blank or "NA". */
export function sampleCell(raw: string, where: string, field: string): number | null {
  const v = raw.trim();
  if (v === '' || v === 'NA') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${where}, field "${field}": expected a sample size, got "${raw}"`);
  return n;
}

/** Lower-case ASCII slug: "El-Sayed" -> "el-sayed", "Luján" -> "lujan", "Shaw & Co." -> "shaw-co". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The surname of a display name, as a slug: "John E. Sununu" -> "sununu", "Cindy Hyde-Smith" -> "hyde-smith". */
export function surnameSlug(name: string): string {
  const tokens = name
    .replace(/\(.*?\)/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((t) => !/^(jr\.?|sr\.?|ii|iii|iv)$/i.test(t));
  return slugify(tokens[tokens.length - 1] ?? name);
}

export const raceIdOf = (state: string, office: 'senate' | 'governor') =>
  `${state.toLowerCase()}-${office === 'senate' ? 'sen' : 'gov'}-2026`;

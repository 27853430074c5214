import stateNames from '../../curated/governor-state-names.json' with { type: 'json' };
import nameFixes from '../../curated/governor-names.json' with { type: 'json' };
import type { StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { nameKey } from '../core/names.ts';

/** Governor source files, relative to the sources folder. */
export const FTE_GOVERNOR = 'governor/fivethirtyeight/election_results_gubernatorial.csv';
export const FTE_RACES_GOVERNOR = 'governor/fivethirtyeight/races_gubernatorial.csv';
export const JJ_GOVERNOR = 'governor/jacksonjude/past-governor.csv';
export const AA_STATE_TOTALS = 'governor/amlani_algara/gubernatorial_state_totals_1976_2020.csv';
export const AA_COUNTY = 'governor/amlani_algara/gubernatorial_county_returns_1976_2020.csv.gz';
export const BKL_LONGEVITY = 'governor/barfort_klemmensen_larsen/longevity.csv';
export const WIKI_US_1976 = 'governor/wikipedia/1976_United_States_gubernatorial_elections.txt';
export const WIKI_US_1978 = 'governor/wikipedia/1978_United_States_gubernatorial_elections.txt';
export const WIKI_ALASKA = [1978, 1982, 1986, 1990, 1994].map(
  (y) => `governor/wikipedia/${y}_Alaska_gubernatorial_election.txt`,
);

/** Source ids as the API's /api/sources lists them. */
export const GOVERNOR_SOURCE_IDS = {
  fte: 'fte-governor',
  fteRaces: 'fte-races-governor',
  jj: 'jacksonjude-governor',
  aa: 'amlani-algara-governor-state',
  bkl: 'bkl-longevity',
  wiki: 'wikipedia-governor',
} as const;

export const CROSS_CHECK_ONLY =
  "cross-check only: the published race is built from another source (see the race's sources)";

const CODE_BY_NAME = new Map<string, StateCode>();
for (const [name, code] of Object.entries(stateNames)) {
  if (!name.startsWith('$')) CODE_BY_NAME.set(name.toLowerCase(), code as StateCode);
}

/** "Minnesota", "minnesota", "New Hampshire" -> USPS code; null for anything else ("National Popular Vote"). */
export function stateCode(name: string): StateCode | null {
  return CODE_BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

type FixTable = Record<string, { fix: string; why: string }>;
const FIXES = nameFixes as unknown as Record<string, FixTable | string>;

/** A curated spelling correction for a raw name from one source; the note says what was changed. */
export function fixGovernorName(source: string, raw: string): { raw: string; note: string | null } {
  const table = FIXES[source];
  const entry = typeof table === 'object' ? table[raw.trim()] : undefined;
  return entry
    ? { raw: entry.fix, note: `The ${source} source spells "${raw.trim()}": ${entry.why}.` }
    : { raw, note: null };
}

/** "11/06/1990" -> "1990-11-06". */
export function isoFromSlashes(raw: string): string {
  const m = raw.trim().match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) throw new Error(`not an mm/dd/yyyy date: "${raw}"`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/** Key of one contest across sources: year (the general's year for a runoff), state, special, stage. */
export const govKey = (year: number, state: string, special: boolean, stage: Race['stage']) =>
  `${year}|${state}|${special}|${stage}`;
export const raceKey = (r: Race) => govKey(r.year, r.state, r.special, r.stage);

const letters = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** A surname-only string ("Echo Hawk", "du Pont") as one key. */
const surnameOnlyKey = (surname: string) => letters(surname);
/** The surname of a full name ("Pierre S. du Pont IV", "Brown, Edmund G.") as one key. */
export const fullNameSurnameKey = (name: string) => nameKey(name).split('|')[0]!;

function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/**
 * Whether a surname as one source writes it ("Lujan Grisham", "M. Burke", "Frohnmyer") names the same person as a
 * full name from another ("Michelle Lujan Grisham", "Mary Burke", "Frohnmayer, Dave"): equal keys, one key inside
 * the other (compound surnames, initials), or a one- or two-letter typo in a long name.
 */
export function sameSurname(surname: string, fullName: string): boolean {
  const a = surnameOnlyKey(surname);
  const b = fullNameSurnameKey(fullName);
  const whole = surnameOnlyKey(fullName);
  if (!a || !b) return false;
  if (a === b) return true;
  if (b.length >= 4 && a.includes(b)) return true;
  if (a.length >= 4 && (b.includes(a) || whole.endsWith(a))) return true;
  const limit = Math.min(a.length, b.length) >= 6 ? 2 : Math.min(a.length, b.length) >= 4 ? 1 : 0;
  return editDistance(a, b) <= limit;
}

/** Where a published race came from, for error messages: the file and first row of its primary source. */
export interface Origin {
  file: string;
  row: number;
}

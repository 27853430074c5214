/**
 * Race ratings of Cook Political Report, Sabato's Crystal Ball and Inside Elections for every 2026 race, from the
 * dated copies in ratings/ (ratings/SOURCES.md): 270toWin's maps as us-elections-2026 scraped them on 2026-10-04
 * (Senate and governor) and Wikipedia's Senate table as midterms-pulse-2026 scraped it on 2026-10-09.
 * A rating is published only with the as-of date of its copy; when copies disagree the later date wins and the
 * other is kept in `superseded` (and logged as a conflict); an undated copy is never published.
 * Row unit of these JSON files: one rater x state cell (270toWin files: block by block in file order, states in
 * key order; midterms-pulse: race by race in file order, raters in key order).
 * The earlier 270toWin snapshots (2026-08-07: Cook, Sabato and Inside Elections maps of June to August) feed only
 * the ratings history, which keeps every dated copy of each rater's rating, superseded ones included.
 */
import { compareStrings } from '../../schemas/common.ts';
import {
  RATERS,
  RATING_CODES,
  type Race2026,
  type Rater,
  type Rating2026,
  type RatingCode,
  type RatingHistoryRecord,
} from '../../schemas/polls.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { FILES_2026, raceIdOf, SOURCE_IDS_2026 } from './common.ts';
import type { SourceReader } from '../core/sources.ts';

/** A copy of one rater's rating of one race. */
export interface RatingCopy {
  raceId: string;
  rater: Rater;
  rating: RatingCode;
  asOf: string | null;
  source: string;
  file: string;
  row: number;
  ledger: FileLedger;
}

/** "Solid D" and "Safe D" -> safe_d, "Toss-up" -> tossup, "Tilt R" -> tilt_r; anything else names the cell. */
export function ratingCode(raw: string, where: string): RatingCode {
  const v = raw.trim();
  if (/^toss-?\s?up$/i.test(v)) return 'tossup';
  const m = v.match(/^(Solid|Safe|Likely|Lean|Tilt)\s+([DR])$/i);
  if (!m) throw new Error(`${where}: unknown rating "${raw}"`);
  const level = m[1]!.toLowerCase() === 'solid' ? 'safe' : m[1]!.toLowerCase();
  const code = `${level}_${m[2]!.toLowerCase()}` as RatingCode;
  if (!RATING_CODES.includes(code)) throw new Error(`${where}: unknown rating "${raw}"`);
  return code;
}

const isDate = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);
const NOT_A_RATER = 'another forecaster, not one of the three raters (Cook, Sabato, Inside Elections)';
/** A block's rater, or why its cells are not used. */
const RATER_OF_LABEL: Record<string, Rater | { excluded: string }> = {
  'Cook Political Report': 'cook',
  "Sabato's Crystal Ball": 'sabato',
  'Inside Elections': 'inside_elections',
  '270toWin Consensus': {
    excluded: '270toWin consensus: an average of several forecasters, not one of the three raters',
  },
  'Almanac of American Politics': { excluded: NOT_A_RATER },
  'Fox News Power Rankings': { excluded: NOT_A_RATER },
  'Decision Desk HQ': { excluded: NOT_A_RATER },
  'Race to the WH': { excluded: NOT_A_RATER },
  'Kalshi (예측시장 가격)': {
    excluded: "Kalshi prediction-market prices binned into rating words by the site, not a rater's rating",
  },
};

/** A 270toWin-derived extract: {sources: [{label, as_of, ratings: {ST: rating}}]}. */
function read270(
  reader: SourceReader,
  ledger: Ledger,
  file: string,
  source: string,
  office: 'senate' | 'governor',
): RatingCopy[] {
  const data = JSON.parse(reader.text(file)) as {
    sources: { label: string; as_of?: string; ratings: Record<string, string> }[];
  };
  const total = data.sources.reduce((s, b) => s + Object.keys(b.ratings).length, 0);
  const fileLedger = ledger.open(file, total);
  const copies: RatingCopy[] = [];
  let row = 0;
  for (const block of data.sources) {
    if (!(block.label in RATER_OF_LABEL))
      throw new Error(`${file}: block "${block.label}", field "label": not a known rater`);
    const rater = RATER_OF_LABEL[block.label]!;
    for (const [st, raw] of Object.entries(block.ratings)) {
      row++;
      if (typeof rater !== 'string') {
        fileLedger.excluded(row, rater.excluded);
        continue;
      }
      if (!isDate(block.as_of)) {
        fileLedger.excluded(row, 'no as-of date for this rater block: an undated rating is not published');
        continue;
      }
      copies.push({
        raceId: raceIdOf(st, office),
        rater,
        rating: ratingCode(raw, `${file}: row ${row} (${block.label} ${st}), field "ratings.${st}"`),
        asOf: block.as_of,
        source,
        file,
        row,
        ledger: fileLedger,
      });
    }
  }
  return copies;
}

/** midterms-pulse-2026's Wikipedia table: {senate: {dates: {cook, ie, sabato}, races: {ST: {cook, ie, sabato}}}}. */
function readPulse(reader: SourceReader, ledger: Ledger): RatingCopy[] {
  const file = FILES_2026.pulseRatings;
  const data = JSON.parse(reader.text(file)) as {
    senate: { dates: Record<string, string>; races: Record<string, Record<string, string>> };
  };
  const races = Object.entries(data.senate.races);
  const fileLedger = ledger.open(
    file,
    races.reduce((s, [, r]) => s + Object.keys(r).length, 0),
  );
  const KEY: Record<string, Rater> = { cook: 'cook', sabato: 'sabato', ie: 'inside_elections' };
  const copies: RatingCopy[] = [];
  let row = 0;
  for (const [st, cells] of races) {
    for (const [key, raw] of Object.entries(cells)) {
      row++;
      const rater = KEY[key];
      if (!rater) throw new Error(`${file}: row ${row} (${st}), field "${key}": not a known rater`);
      const asOf = data.senate.dates[key];
      if (!isDate(asOf)) {
        fileLedger.excluded(row, 'no as-of date for this rater: an undated rating is not published');
        continue;
      }
      copies.push({
        raceId: raceIdOf(st, 'senate'),
        rater,
        rating: ratingCode(raw, `${file}: row ${row} (${st}), field "${key}"`),
        asOf,
        source: SOURCE_IDS_2026.pulseRatings,
        file,
        row,
        ledger: fileLedger,
      });
    }
  }
  return copies;
}

/** Picks the latest copy of each rater's rating of a race; disagreeing older copies go to `superseded`. */
export function resolveRating(copies: RatingCopy[], ledger: Ledger): Rating2026['cook'] {
  if (copies.length === 0) return null;
  const ordered = [...copies].sort((a, b) => compareStrings(b.asOf!, a.asOf!) || compareStrings(a.source, b.source));
  const best = ordered[0]!;
  best.ledger.used(best.row);
  const superseded: NonNullable<Rating2026['cook']>['superseded'] = [];
  for (const c of ordered.slice(1)) {
    if (c.rating === best.rating) {
      c.ledger.merged(c.row); // the same rating in an older (or equal) copy
      continue;
    }
    c.ledger.used(c.row);
    superseded.push({ rating: c.rating, as_of: c.asOf!, source: c.source });
    ledger.conflict({
      record: best.raceId,
      field: best.rater,
      chosen: best.rating,
      chosenSource: `${best.source} (as of ${best.asOf})`,
      rejected: c.rating,
      rejectedSource: `${c.source} (as of ${c.asOf})`,
      rule:
        c.asOf === best.asOf
          ? 'same as-of date: the copy whose source id sorts first is kept'
          : 'the later as-of date wins; the older rating is kept in superseded',
    });
  }
  return { rating: best.rating, as_of: best.asOf!, source: best.source, superseded };
}

/**
 * Every dated copy as one history record per (race, rater, as-of date, rating), citing each source that has it;
 * ordered by race, rater, then date (oldest first).
 */
function ratingHistory(copies: RatingCopy[]): RatingHistoryRecord[] {
  const byKey = new Map<string, RatingHistoryRecord>();
  for (const c of copies) {
    const key = [c.raceId, RATERS.indexOf(c.rater), c.asOf, c.rating].join('|');
    const record = byKey.get(key) ?? {
      raceId: c.raceId,
      rater: c.rater,
      rating: c.rating,
      as_of: c.asOf!,
      sources: [],
    };
    if (!record.sources.includes(c.source)) record.sources = [...record.sources, c.source].sort(compareStrings);
    byKey.set(key, record);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      compareStrings(a.raceId, b.raceId) ||
      RATERS.indexOf(a.rater) - RATERS.indexOf(b.rater) ||
      compareStrings(a.as_of, b.as_of) ||
      compareStrings(a.rating, b.rating),
  );
}

export function buildRatings2026(
  reader: SourceReader,
  ledger: Ledger,
  races: Race2026[],
): { ratings: Rating2026[]; history: RatingHistoryRecord[] } {
  const copies = [
    ...read270(reader, ledger, FILES_2026.senateRatings, SOURCE_IDS_2026.senateRatings, 'senate'),
    ...read270(reader, ledger, FILES_2026.governorRatings, SOURCE_IDS_2026.governorRatings, 'governor'),
    ...readPulse(reader, ledger),
  ];
  // Older maps: every rater has a later dated rating of every race, so they only add earlier moves to the history.
  const earlier = [
    ...read270(reader, ledger, FILES_2026.senateRatingsAugust, SOURCE_IDS_2026.senateRatingsAugust, 'senate'),
    ...read270(reader, ledger, FILES_2026.governorRatingsAugust, SOURCE_IDS_2026.governorRatingsAugust, 'governor'),
  ];
  const ids = new Set(races.map((r) => r.id));
  for (const c of [...copies, ...earlier])
    if (!ids.has(c.raceId)) throw new Error(`${c.file}: row ${c.row}, field "state": no 2026 race ${c.raceId}`);
  const ratings = races
    .filter((r) => r.office !== 'generic_ballot')
    .map((r) => {
      const of = (rater: Rater) =>
        resolveRating(
          copies.filter((c) => c.raceId === r.id && c.rater === rater),
          ledger,
        );
      const [cook, sabato, inside_elections] = RATERS.map(of);
      return { raceId: r.id, cook: cook ?? null, sabato: sabato ?? null, inside_elections: inside_elections ?? null };
    });
  // Every dated copy is a record (or a cited source) of the history, including those the latest rating merged.
  for (const c of [...copies, ...earlier]) c.ledger.used(c.row);
  return { ratings, history: ratingHistory([...copies, ...earlier]) };
}

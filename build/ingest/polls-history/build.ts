/**
 * Polls with outcomes, 1998-2022 (FiveThirtyEight raw-polls): every row becomes one record, its actual result joined
 * from our results where we hold the contest. Error, bias and right call are recomputed from our margin; where
 * FiveThirtyEight's margin differs from ours by more than ACTUAL_TOLERANCE the record carries both and the ingest
 * report lists the race once among its conflicts.
 */
import type { Ledger } from '../core/ledger.ts';
import type { SourceReader } from '../core/sources.ts';
import { ACTUAL_TOLERANCE, POLL_HISTORY_YEARS, type PollHistory } from '../../schemas/poll-history.ts';
import type { ResultsData } from '../core/checks.ts';
import { contestJoiner } from './join.ts';
import { DISPUTED, RAW_POLLS_FILE, RAW_POLLS_SOURCE, readRawPolls, type RawPoll } from './read.ts';

const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** 1 if the poll's leader won, 0.5 if the winner tied for the lead, 0 otherwise (the codebook's rightcall). */
export function rightCall(pollPcts: [number, number, number | null], actualMargin: number): 0 | 0.5 | 1 {
  const top = Math.max(...pollPcts.map((p) => p ?? -Infinity));
  const leaders = pollPcts.map((p, i) => (p === top ? i : -1)).filter((i) => i >= 0);
  const winner = actualMargin > 0 ? 0 : 1;
  if (!leaders.includes(winner)) return 0;
  return leaders.length === 1 ? 1 : 0.5;
}

const isDemRep = (p: RawPoll) => p.cand[0].party === 'DEM' && p.cand[1].party === 'REP';

export interface PollHistoryBuild {
  records: PollHistory[];
  /** Races kept with the source's outcome although we hold contests there (the join could not decide), by race. */
  unmatched: Record<string, string>;
  /** For the ingest report: how many polls were joined, kept and why, and the races the join could not place. */
  check: { name: string; passed: boolean; details: string[] };
}

/** The data file of one cycle: one per year keeps each under ~1.3 MB (all cycles together are ~9 MB). */
const pollHistoryFile = (year: number) => `poll-history-${year}.json`;

/** The records split into their cycles' data files. */
export function pollHistoryFiles(records: PollHistory[]): Record<string, PollHistory[]> {
  const files = Object.fromEntries(POLL_HISTORY_YEARS.map((y) => [pollHistoryFile(y), [] as PollHistory[]]));
  for (const r of records) {
    const list = files[pollHistoryFile(r.year)];
    if (!list)
      throw new Error(
        `${RAW_POLLS_FILE}: poll ${r.id} has year ${r.year}, outside ${POLL_HISTORY_YEARS[0]}-${POLL_HISTORY_YEARS.at(-1)}`,
      );
    list.push(r);
  }
  return files;
}

function summarize(
  records: PollHistory[],
  unmatched: Record<string, string>,
  conflicts: number,
): PollHistoryBuild['check'] {
  const joined = records.filter((r) => r.actual.source === 'our_results').length;
  const kept: Record<string, number> = {};
  for (const r of records) {
    if (r.actual.source !== 'fivethirtyeight') continue;
    const why = r.actual.note!.replace(/^.*: /, '');
    kept[why] = (kept[why] ?? 0) + 1;
  }
  return {
    name: 'FiveThirtyEight raw polls joined to our contests (actual results from our data)',
    // Informational: a poll the join cannot place keeps the source's outcome and says why; it never fails the ingest.
    passed: true,
    details: [
      `${records.length} polls: ${joined} joined to our results, ${records.length - joined} keep FiveThirtyEight's outcome`,
      ...Object.entries(kept)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([why, n]) => `kept (${n} polls): ${why}`),
      `${conflicts} races where FiveThirtyEight's margin differs from ours by more than ${ACTUAL_TOLERANCE} points (listed in conflicts)`,
      ...Object.entries(unmatched).map(([race, why]) => `not joined although we hold a contest there: ${race}: ${why}`),
    ],
  };
}

export function buildPollHistory(reader: SourceReader, ledger: Ledger, results: ResultsData): PollHistoryBuild {
  const rows = readRawPolls(reader);
  const file = ledger.open(RAW_POLLS_FILE, rows.length);
  const join = contestJoiner(results);
  const unmatched: Record<string, string> = {};
  const conflictRaces = new Set<string>();
  const records = rows.map((p): PollHistory => {
    const joined = join(p);
    file.used(p.row);
    const loc = /^([A-Z]{2})(?:-(\d+))?$/.exec(p.location);
    const district =
      loc?.[2] !== undefined ? Number(loc[2]) : /^[MN]\d$/.test(p.location) ? Number(p.location.slice(1)) : null;
    const base = {
      id: p.id,
      poll_id: p.poll_id,
      race: p.race,
      year: p.year,
      office: p.office,
      race_type: p.race_type,
      primary: p.primary,
      state:
        p.location === 'US'
          ? null
          : p.location === 'M1' || p.location === 'M2'
            ? 'ME'
            : p.location === 'N2'
              ? 'NE'
              : loc![1]!,
      district,
      location: p.location,
      pollster: p.pollster,
      pollster_rating_id: p.pollster_rating_id,
      methodology: p.methodology,
      partisan: p.partisan,
      date: p.date,
      election_date: p.election_date,
      sample_size: p.sample_size,
      other_pct: p.other_pct,
      margin_poll: p.margin_poll,
      disputed: DISPUTED[p.id] ?? null,
      comment: p.comment,
    };
    if (joined.kind === 'kept') {
      if (joined.unmatched) unmatched[p.race] = joined.note;
      return {
        ...base,
        candidates: p.cand.map((c) => ({
          name: c.name,
          party: c.party,
          pct: c.pct,
          actual_pct: c.actual,
        })) as PollHistory['candidates'],
        actual: {
          source: 'fivethirtyeight',
          contest_id: null,
          contest_url: null,
          margin: p.margin_actual,
          note: joined.note,
        },
        error: p.error,
        bias: p.bias,
        right_call: p.right_call,
        source_actual: null,
      };
    }
    const margin = round(joined.pct[0] - joined.pct[1]);
    const signed = round(p.margin_poll - margin, 2);
    const differs = Math.abs(margin - p.margin_actual) > ACTUAL_TOLERANCE;
    if (differs && !conflictRaces.has(p.race)) {
      conflictRaces.add(p.race);
      ledger.conflict({
        record: joined.contest_id ?? `president-${p.year}-national`,
        field: `margin of ${p.cand[0].name} over ${p.cand[1].name} (${p.race})`,
        chosen: margin,
        chosenSource: joined.source,
        rejected: p.margin_actual,
        rejectedSource: RAW_POLLS_SOURCE,
        rule: "a poll's actual result comes from our results; FiveThirtyEight's margin is kept beside it as source_actual",
      });
    }
    return {
      ...base,
      candidates: p.cand.map((c, i) => ({
        name: c.name,
        party: c.party,
        pct: c.pct,
        actual_pct: joined.pct[i]!,
      })) as PollHistory['candidates'],
      actual: {
        source: 'our_results',
        contest_id: joined.contest_id,
        contest_url: joined.contest_url,
        margin,
        note: joined.note,
      },
      error: Math.abs(signed),
      bias: isDemRep(p) ? signed : null,
      // A dead heat at our precision keeps the source's call (2004 WA governor: 48.87 each in the file).
      right_call: margin === 0 ? p.right_call : rightCall([p.cand[0].pct, p.cand[1].pct, p.other_pct], margin),
      source_actual: differs
        ? {
            margin: p.margin_actual,
            cand1_pct: p.cand[0].actual,
            cand2_pct: p.cand[1].actual,
            error: p.error,
            bias: p.bias,
          }
        : null,
    };
  });
  return { records, unmatched, check: summarize(records, unmatched, conflictRaces.size) };
}

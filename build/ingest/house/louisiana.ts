import curated from '../../curated/louisiana-house.json' with { type: 'json' };
import { round3 } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { buildRace } from '../core/race.ts';
import { normalizeParty } from '../core/parties.ts';
import type { HouseRow } from './row.ts';
import { displayName } from '../core/names.ts';
import { electionDay } from '../core/race.ts';
import { shares } from '../core/tally.ts';

const LOUISIANA_TABLE = 'build/curated/louisiana-house.json';
const LOUISIANA_SOURCE_ID = 'curated-louisiana-house';

type Kind = 'both' | 'runoff' | 'mixed' | 'first' | 'unknown';
export interface LouisianaRunoff {
  year: number;
  district: number;
  first_date: string;
  runoff_date: string;
  medsl: Kind;
  finalists: string[];
  winner?: string;
  check?: { margin_votes?: number; votes?: Record<string, number>; share?: Record<string, number>; tolerance?: number };
  first_round?: { name: string; party: string; votes: number }[];
  first_round_missing?: string;
  source: string;
}
const RUNOFFS = curated.runoffs as LouisianaRunoff[];

/** The row-level shape buildHouse groups (only what the Louisiana rules need). */
interface LaRow {
  row: number;
  raw: string;
  party: string;
}

/** Louisiana's system in a year: which November contests are all-party primaries (majority elects). */
function louisianaSystem(year: number): 'closed-primary-general' | 'open-primary-then-general' | 'jungle-november' {
  if (year < 1978 || year === 2008 || year === 2010) return 'closed-primary-general';
  return year <= 1996 ? 'open-primary-then-general' : 'jungle-november';
}

export const runoffEntry = (year: number, district: number) =>
  RUNOFFS.find((r) => r.year === year && r.district === district);
const movedDate = (year: number, district: number) =>
  curated.moved_dates.find((m) => m.year === year && m.district === district);
const isFinalist = (e: LouisianaRunoff, raw: string) => e.finalists.some((f) => displayName(f) === displayName(raw));

/**
 * Where a Louisiana House row belongs: the November round or the December runoff (null: excluded, with why).
 * MEDSL's own runoff flag is kept; the curated table says what its unflagged rows hold.
 */
function louisianaStage(e: LouisianaRunoff, r: LaRow & { runoff: boolean }): 'first' | 'runoff' {
  if (r.runoff || e.medsl === 'runoff') return 'runoff';
  if (e.medsl === 'mixed' && isFinalist(e, r.raw)) return 'runoff';
  // 'unknown': the finalists' rows give their names and parties to the November round; their figures are nulled.
  return 'first';
}

/** Marks candidates as uncounted (votes null): the total and every share become unknown. */
function withUncounted(race: Race, names: string[], winner: string | null): Race {
  const missing = new Set(names);
  const known = race.candidates.filter((c) => !missing.has(c.name));
  const uncounted = race.candidates.filter((c) => missing.has(c.name)).map((c) => ({ ...c, votes: null, pct: null }));
  const candidates = [...uncounted, ...known.map((c) => ({ ...c, pct: null }))].sort(
    (a, b) => Number(b.name === winner) - Number(a.name === winner),
  );
  const w = winner ? candidates.find((c) => c.name === winner) : undefined;
  return {
    ...race,
    candidates,
    total_votes: null,
    ...shares([], null),
    winner: w ? w.name : race.result === 'won' ? null : race.winner,
    winner_party: w ? w.party : null,
    winner_margin: null,
  };
}

/** Verifies the runoff figures MEDSL holds against the cited ones (votes, a share or the margin); throws on a mismatch. */
export function checkRunoff(e: LouisianaRunoff, runoff: Race): void {
  const fail = (what: string) => {
    throw new Error(`${LOUISIANA_TABLE}: ${runoff.id}, field "candidates": ${what} (cited: ${e.source})`);
  };
  const byRaw = (raw: string) => runoff.candidates.find((c) => c.name === displayName(raw));
  const c = e.check;
  if (!c) return;
  for (const [raw, votes] of Object.entries(c.votes ?? {}))
    if (byRaw(raw)?.votes !== votes) fail(`${raw} has ${byRaw(raw)?.votes}, cited ${votes}`);
  for (const [raw, pct] of Object.entries(c.share ?? {})) {
    const got = byRaw(raw);
    const total = runoff.candidates.reduce((s, x) => s + (x.votes ?? 0), 0);
    const share = got?.votes && total ? round3((100 * got.votes) / total) : null;
    if (share === null || Math.abs(share - pct) > (c.tolerance ?? 0.5))
      fail(`${raw} has ${share}% of the runoff, cited ${pct}%`);
  }
  if (c.margin_votes !== undefined) {
    const [a, b] = runoff.candidates;
    if (!a || !b || a.votes === null || b.votes === null || a.votes - b.votes !== c.margin_votes)
      fail(`margin ${a?.votes} - ${b?.votes}, cited ${c.margin_votes}`);
  }
}

/** The note and date of a Louisiana House contest under the rule of its year. */
function louisianaNotes(
  year: number,
  stage: Race['stage'],
  candidates: number,
): { date: string | null | undefined; note: string } {
  const system = louisianaSystem(year);
  if (system === 'jungle-november') {
    return stage === 'runoff'
      ? { date: undefined, note: 'Louisiana: December runoff between the top two of the November all-party primary.' }
      : {
          date: electionDay(year),
          note: 'Louisiana: all-party primary on the November election day; a majority elects, otherwise the top two meet in a December runoff.',
        };
  }
  if (system === 'open-primary-then-general') {
    // The November general had two candidates; any other count means MEDSL lists the open primary's result (held in
    // September or October on a date no source here gives) or an unopposed candidate declared elected without a vote.
    return candidates === 2
      ? {
          date: electionDay(year),
          note: 'Louisiana 1978-1996: open primary in September or October (a majority elected), then a November general between the top two; candidates elected in the primary appear here too (MEDSL convention).',
        }
      : {
          date: null,
          note: 'Louisiana 1978-1996: decided in the open primary of September or October (or unopposed), not in November; MEDSL lists it as the general. The primary date is not in any source here, so date is null.',
        };
  }
  return { date: undefined, note: '' };
}

function louisianaCorrection(
  ledger: Ledger,
  e: LouisianaRunoff,
  record: string,
  field: string,
  old: string | number | null,
  now: string | number | null,
  reason: string,
): void {
  ledger.correction({ record, field, old, new: now, source: e.source, reason });
}

export type Stage = 'first' | 'runoff';
export interface Group {
  rows: HouseRow[];
  stage: Stage;
  special: boolean;
  /** A special for an unexpired term held beside the regular contest (not the seat's only contest). */
  unexpired: boolean;
  notes: string[];
}

/** The round a Louisiana row belongs to under the curated runoff table (undefined: no runoff that year). */
export function louisianaGroupStage(r: HouseRow): Stage | undefined {
  const e = runoffEntry(r.year, r.district);
  return e ? louisianaStage(e, r) : undefined;
}

const key = (year: number, district: number, stage: Stage) => `${year}|LA|${district}|${stage}|false`;

/**
 * Louisiana House contests under the rule of their year: November all-party primaries (stage jungle_primary, a
 * majority elects) and December runoffs as separate contests with their own dates; rounds MEDSL merged are split
 * (finalists whose November count no source has get null votes); 1978-1996 open-primary results lose the November
 * date; moved dates (2008) are the real ones. Every change to a figure MEDSL published is a recorded correction.
 */
export function applyLouisiana(races: Race[], groups: Map<string, Group>, ledger: Ledger): Race[] {
  const out: Race[] = [];
  for (const race of races) {
    if (race.state !== 'LA' || race.special) {
      out.push(race);
      continue;
    }
    const district = race.district!;
    const e = runoffEntry(race.year, district);
    const moved = movedDate(race.year, district);
    const system = louisianaSystem(race.year);
    let r = race;
    if (system === 'jungle-november' && race.stage === 'general') {
      r = { ...r, stage: 'jungle_primary', id: r.id.replace(/-general$/, '-jungle-primary') };
      ledger.renameRecord(race.id, r.id); // a name fix was recorded under the November id
    }
    const { date, note } = louisianaNotes(r.year, r.stage, r.candidates.length);
    r = {
      ...r,
      date: date === undefined ? r.date : date,
      notes: note ? [...r.notes.filter((n) => !n.startsWith('Louisiana')), note] : r.notes,
    };
    if (moved) {
      ledger.correction({
        record: r.id,
        field: 'date',
        old: r.date,
        new: moved.date,
        source: moved.source,
        reason: moved.why,
      });
      r = {
        ...r,
        date: moved.date,
        notes: [
          ...r.notes,
          `Correction: held on ${moved.date}, not on the November election day (listed at /api/corrections): ${moved.why}.`,
        ],
      };
    }
    if (e) r = splitRound(r, e, groups, ledger);
    out.push(r);
  }
  for (const e of RUNOFFS) out.push(...missingRounds(e, out, groups, ledger));
  return out;
}

function splitRound(r: Race, e: LouisianaRunoff, groups: Map<string, Group>, ledger: Ledger): Race {
  const finalists = e.finalists.map((f) => displayName(f));
  const cite = (field: string, old: string | number | null, now: string | number | null, reason: string) =>
    ledger.correction({ record: r.id, field, old, new: now, source: e.source, reason });
  if (r.stage === 'runoff') {
    const corrected =
      e.medsl === 'runoff'
        ? [
            `Correction: MEDSL codes this runoff as the November general; published as the runoff of ${e.runoff_date} (listed at /api/corrections).`,
          ]
        : e.medsl === 'mixed'
          ? [
              "Correction: MEDSL lists the finalists' runoff counts among the November candidates; published as this runoff contest (listed at /api/corrections).",
            ]
          : [`Runoff of ${e.runoff_date}.`];
    const runoff: Race = {
      ...r,
      date: e.runoff_date,
      notes: [...r.notes, ...corrected],
      sources: [...new Set([...r.sources, LOUISIANA_SOURCE_ID])].sort(),
    };
    if (e.medsl === 'runoff')
      cite(
        'stage',
        'general',
        'runoff',
        `MEDSL codes the December ${e.runoff_date.slice(8)} runoff as the November general; its November round is ${e.first_round ? 'added from the cited figures' : 'in no source here'}`,
      );
    if (e.medsl === 'mixed')
      cite(
        'candidates',
        'merged with the November round',
        'runoff counts of the two finalists',
        "MEDSL lists the finalists' runoff counts among the November candidates",
      );
    checkRunoff(e, runoff);
    return runoff;
  }
  // The November round: finalists whose November count is in no source here are listed with null votes.
  const present = new Set(r.candidates.map((c) => c.name));
  const partyOf = (name: string) =>
    [...groups.values()]
      .flatMap((g) => g.rows)
      .find((x) => x.year === e.year && x.state === 'LA' && x.district === e.district && displayName(x.raw) === name)
      ?.party ?? '';
  const extra = finalists
    .filter((f) => !present.has(f))
    .map((name) => ({
      name,
      party: normalizeParty(partyOf(name)),
      party_label: partyOf(name),
      votes: 0,
      pct: 0,
      votes_derived: false,
      write_in: false,
    }));
  let first: Race = { ...r, date: e.first_date, candidates: [...r.candidates, ...extra] };
  const uncounted = e.medsl === 'mixed' || e.medsl === 'unknown' ? finalists : [];
  if (uncounted.length) {
    // The figure MEDSL published for the finalist (in its merged contest), whichever group it went to here.
    const medsl = (name: string) =>
      [...groups.values()]
        .flatMap((g) => g.rows)
        .find((x) => x.year === e.year && x.state === 'LA' && x.district === e.district && displayName(x.raw) === name)
        ?.votes ?? null;
    for (const f of finalists)
      cite(
        `candidates[${f}].votes`,
        medsl(f),
        null,
        "MEDSL merged the rounds: this finalist's figure is not the November count, which is in no source here",
      );
    first = withUncounted(first, uncounted, null);
  }
  // MEDSL flags the runoff rows itself ('both'): the source already had two contests, so nothing is corrected.
  if (e.medsl !== 'both')
    cite(
      'result',
      r.result,
      'runoff',
      `no candidate won a majority on ${e.first_date}; the top two met in the runoff of ${e.runoff_date}`,
    );
  return {
    ...first,
    sources: [...new Set([...first.sources, LOUISIANA_SOURCE_ID])].sort(),
    notes: [
      ...first.notes,
      e.medsl === 'both'
        ? `No candidate won a majority, so the top two met in the runoff of ${e.runoff_date}.`
        : `Correction: result runoff, not won: no candidate won a majority, so the top two met in the runoff of ${e.runoff_date} (listed at /api/corrections).`,
      ...(uncounted.length
        ? [
            "Correction: MEDSL merged this contest's two rounds; the finalists' November counts are in no source here, so their votes, the total and every share are null (listed at /api/corrections).",
          ]
        : []),
    ],
  };
}

/** Rounds MEDSL lacks: the November round (from cited figures, or absent) or the runoff (winner only). */
function missingRounds(e: LouisianaRunoff, races: Race[], groups: Map<string, Group>, ledger: Ledger): Race[] {
  const has = (stage: Race['stage']) =>
    races.some(
      (r) =>
        r.office === 'house' &&
        r.year === e.year &&
        r.state === 'LA' &&
        r.district === e.district &&
        r.stage === stage &&
        !r.special,
    );
  const added: Race[] = [];
  if (!has('jungle_primary') && e.first_round) {
    added.push(
      buildRace({
        office: 'house',
        year: e.year,
        date: e.first_date,
        state: 'LA',
        district: e.district,
        seatClass: null,
        special: false,
        stage: 'jungle_primary',
        lines: e.first_round.map((c) => ({
          name: displayName(c.name),
          party: normalizeParty(c.party),
          partyLabel: c.party,
          votes: c.votes,
          writeIn: false,
        })),
        unattributed: 0,
        sources: [LOUISIANA_SOURCE_ID],
        notes: [
          louisianaNotes(e.year, 'jungle_primary', 0).note,
          'Correction: this November round is not in the MEDSL file; added from its official result (listed at /api/corrections).',
          `No candidate won a majority, so the top two met in the runoff of ${e.runoff_date}.`,
        ],
      }),
    );
    ledger.correction({
      record: added[0]!.id,
      field: 'candidates',
      old: null,
      new: 'November round added',
      source: e.source,
      reason: 'MEDSL has only the runoff of this contest',
    });
  }
  if (!has('runoff')) {
    const rows = [...(groups.get(key(e.year, e.district, 'first'))?.rows ?? [])];
    const partyOf = (raw: string) => rows.find((x) => displayName(x.raw) === displayName(raw))?.party ?? '';
    const runoff = buildRace({
      office: 'house',
      year: e.year,
      date: e.runoff_date,
      state: 'LA',
      district: e.district,
      seatClass: null,
      special: false,
      stage: 'runoff',
      lines: e.finalists.map((f) => ({
        name: displayName(f),
        party: normalizeParty(partyOf(f)),
        partyLabel: partyOf(f),
        votes: 0,
        writeIn: false,
      })),
      unattributed: 0,
      sources: [LOUISIANA_SOURCE_ID],
      notes: [
        louisianaNotes(e.year, 'runoff', 2).note,
        'Correction: this runoff is not in the MEDSL file and its counts are in no source here; added with the winner of its official result (listed at /api/corrections).',
      ],
    });
    const winner = displayName(e.winner ?? '');
    added.push(
      withUncounted(
        { ...runoff, result: 'won' },
        runoff.candidates.map((c) => c.name),
        winner,
      ),
    );
    ledger.correction({
      record: runoff.id,
      field: 'winner',
      old: null,
      new: winner,
      source: e.source,
      reason: 'MEDSL has no record of this runoff',
    });
  }
  return added;
}

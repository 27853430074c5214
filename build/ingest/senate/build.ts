import { STATE_CODES, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { classifyFteAlt, readFteResults, seatClass, type FteRace } from '../fivethirtyeight/results.ts';
import { FteRaceDates } from '../fivethirtyeight/races.ts';
import type { Ledger } from '../core/ledger.ts';
import { displayName, letterKey, nameKey } from '../core/names.ts';
import { fixName, type PendingCorrection } from '../core/fixes.ts';
import { normalizeParty } from '../core/parties.ts';
import { INVALID_REASON } from '../core/pseudo.ts';
import { buildRace, electionDay, linkRunoffs } from '../core/race.ts';
import { contestKey, medslLineParty, readMedslSenate, SENATE_1976_2020, type MedslContest } from './medsl.ts';
import type { SourceReader } from '../core/sources.ts';
import type { BallotLine } from '../core/tally.ts';
import overrides from '../../curated/senate-source-overrides.json' with { type: 'json' };
import added from '../../curated/added-contests.json' with { type: 'json' };
import { buildAddedContest } from './added-contests.ts';

/** FiveThirtyEight is used instead of MEDSL for 2022, Louisiana, the 2024 specials and the curated exceptions. */
function preferFte(year: number, state: string, special: boolean): string | null {
  if (state === 'LA')
    return 'Louisiana: taken from FiveThirtyEight (MEDSL mixes the jungle primary and runoff rounds; SOURCES.md 1.3)';
  if (year === 2022) return 'MEDSL has no 2022 file here';
  if (year === 2024 && special) return 'the 2024 specials are missing from the MEDSL 2024 file';
  const o = overrides.races.find((r) => r.year === year && r.state === state && r.special === special);
  return o ? o.why : null;
}

function classOverride(year: number, state: string, special: boolean): { seat_class: number; why: string } | undefined {
  return overrides.seat_classes.find((r) => r.year === year && r.state === state && r.special === special);
}
import { crossCheck } from './checks.ts';
import { missingWriteIns, nameFromTwin } from './twin-names.ts';
import { applyRankedChoice } from '../core/rcv.ts';

export const FTE_SENATE = 'results/fivethirtyeight/election_results_senate.csv';
export const FTE_RACES_PRES_SENATE = 'results/fivethirtyeight/races_president_senate.csv';

const STAGES: Record<string, Race['stage']> = {
  general: 'general',
  runoff: 'runoff',
  'jungle primary': 'jungle_primary',
};
const CROSS_CHECK_REASON = 'same race read from MEDSL (the primary source); used only to cross-check it';

/** Regular seats: class 1 was elected in 1976, class 2 in 1978, class 3 in 1980, and every six years after. */
export function regularClass(year: number): 1 | 2 | 3 {
  return ((((year - 1976) / 2) % 3) + 1) as 1 | 2 | 3;
}

/** Ballot lines of a FiveThirtyEight race (first RCV round only); marks pseudo rows. */
function fteLines(
  race: FteRace,
  ledger: import('../core/ledger.ts').FileLedger,
): {
  lines: (BallotLine & { row: number })[];
  unattributed: number;
  /** Curated name repairs (build/curated/name-fixes.json) applied to this race's rows, as notes and corrections. */
  fixes: { notes: string[]; corrections: PendingCorrection[] };
} {
  const lines: (BallotLine & { row: number })[] = [];
  const fixes: { notes: string[]; corrections: PendingCorrection[] } = { notes: [], corrections: [] };
  let unattributed = 0;
  for (const r of race.rows) {
    if (r.rcvRound !== null && r.rcvRound > 1) continue;
    if (!r.name) {
      if (classifyFteAlt(r.alt) === 'invalid') ledger.excluded(r.row, INVALID_REASON);
      else {
        unattributed += r.votes ?? 0;
        ledger.merged(r.row);
      }
      continue;
    }
    // An unopposed candidate may have no count; 0 makes buildRace publish null votes for the race.
    if (r.votes === null && !r.unopposed)
      throw new Error(`${race.raceId}: row ${r.row}, field "votes": empty for candidate ${r.name}`);
    // The same repairs as MEDSL's names: a FiveThirtyEight-only race (2022) has no other copy to correct it.
    const fixed = fixName(r.name);
    if (fixed.note) fixes.notes.push(fixed.note);
    if (fixed.correction) fixes.corrections.push(fixed.correction);
    const party = normalizeParty(r.ballotParty, `FiveThirtyEight Senate results: row ${r.row}, field "ballot_party"`);
    const votes = r.votes ?? 0;
    lines.push({
      row: r.row,
      name: displayName(fixed.raw),
      party,
      partyLabel: r.ballotParty,
      votes,
      writeIn: r.ballotParty === 'W',
    });
  }
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.name)) ledger.merged(l.row);
    else ledger.used(l.row);
    seen.add(l.name);
  }
  return { lines, unattributed, fixes };
}

/**
 * Senate races 1976-2024: MEDSL first (1976-2020, 2024 regular), FiveThirtyEight for 2022, Louisiana, the 2024
 * specials and any race MEDSL lacks (1980 ND, the 1986 NC regular race, the January 2010 MA special). Where both
 * have a race, FiveThirtyEight cross-checks MEDSL and disagreements go to the report.
 */
export function buildSenate(reader: SourceReader, ledger: Ledger, houseBlank: Map<string, number> = new Map()): Race[] {
  const medsl = readMedslSenate(reader, ledger, houseBlank);
  const medslKeys = new Set(medsl.map((m) => contestKey(m.year, m.state, m.special, m.stage)));
  const fte = readFteResults(reader, FTE_SENATE, ledger);
  const dates = new FteRaceDates(reader, FTE_RACES_PRES_SENATE, ledger);
  const fteByKey = new Map<string, FteRace>();
  const races: Race[] = [];

  for (const race of fte.races) {
    const stage = STAGES[race.stage];
    // Odd-year contests are specials (2013 MA and NJ, 2017 AL): published with their odd year, listed by /api/senate/specials.
    const inScope =
      stage && (race.cycle % 2 === 0 || race.special) && (STATE_CODES as readonly string[]).includes(race.state);
    if (!inScope) {
      for (const r of race.rows)
        fte.ledger.excluded(
          r.row,
          race.cycle % 2 ? 'odd-year regular election: out of scope' : `stage "${race.stage}": out of scope`,
        );
      continue;
    }
    const key = contestKey(race.cycle, race.state, race.special, stage);
    fteByKey.set(key, race);
    const hasMedsl = medslKeys.has(key);
    const fteFirst = preferFte(race.cycle, race.state, race.special) !== null;
    if (hasMedsl && !fteFirst) continue; // cross-checked below
    if (race.state === 'IL' && race.cycle === 2010 && race.special) {
      for (const r of race.rows)
        fte.ledger.excluded(
          r.row,
          "2010 IL special: FiveThirtyEight repeats the regular race's figures; the special is published from its official result (build/curated/added-contests.json)",
        );
      continue;
    }
    const { lines, unattributed, fixes } = fteLines(race, fte.ledger);
    const notes = hasMedsl || fteFirst ? [] : ['Not in the MEDSL file; taken from FiveThirtyEight.'];
    notes.push(...fixes.notes);
    if (hasMedsl && fteFirst && race.state !== 'LA')
      notes.push(`Taken from FiveThirtyEight, not MEDSL: ${preferFte(race.cycle, race.state, race.special)}.`);
    const fixedClass = classOverride(race.cycle, race.state, race.special);
    if (fixedClass) notes.push(`Seat class corrected to ${fixedClass.seat_class}: ${fixedClass.why}.`);
    const listedDate = dates.dateOf(race.raceId);
    const built = buildRace({
      office: 'senate',
      year: race.cycle,
      date: listedDate ?? (stage === 'runoff' ? null : electionDay(race.cycle)),
      state: race.state as StateCode,
      district: null,
      seatClass: fixedClass?.seat_class ?? (race.special ? seatClass(race.seat) : regularClass(race.cycle)),
      special: race.special,
      stage,
      lines,
      unattributed,
      sources: listedDate ? ['fte-senate', 'fte-races-president-senate'] : ['fte-senate'],
      notes,
    });
    const published = applyRankedChoice(built, ledger, { rows: race.rows, ledger: fte.ledger });
    for (const c of fixes.corrections) ledger.correction({ record: published.id, ...c });
    races.push(published);
  }

  for (const contest of medsl) {
    const key = contestKey(contest.year, contest.state, contest.special, contest.stage);
    const twin = fteByKey.get(key);
    const instead = preferFte(contest.year, contest.state, contest.special);
    if (instead && twin) {
      for (const l of contest.lines) contest.ledger.excluded(l.row, `taken from FiveThirtyEight instead: ${instead}`);
      for (const { row } of contest.unattributedLines)
        contest.ledger.excluded(row, `taken from FiveThirtyEight instead: ${instead}`);
      continue;
    }
    const addedTwinRows = new Set<number>();
    const race = applyRankedChoice(buildMedslRace(contest, twin, dates, addedTwinRows), ledger);
    for (const c of contest.corrections) ledger.correction({ record: race.id, ...c });
    races.push(race);
    if (twin) {
      const checked = fteLines(twin, fte.ledger);
      for (const r of twin.rows) {
        if (addedTwinRows.has(r.row)) fte.ledger.used(r.row);
        else fte.ledger.excluded(r.row, CROSS_CHECK_REASON);
      }
      crossCheck(races[races.length - 1]!, twin, checked.lines, ledger);
    }
  }
  dates.finish((m) =>
    m.type !== 'SenateRace'
      ? 'presidential race metadata: not needed (presidential results come from MEDSL by state)'
      : !STAGES[m.stage] || (m.cycle % 2 && !m.special)
        ? `Senate ${m.stage} race metadata: out of scope (only general, runoff and jungle-primary contests, and odd-year ones only if special, are published)`
        : null,
  );
  for (const entry of added.contests.filter((c) => c.office === 'senate'))
    races.push(buildAddedContest(entry, races, ledger));
  linkRunoffs(races);
  return races;
}

function buildMedslRace(
  contest: MedslContest,
  twin: FteRace | undefined,
  dates: FteRaceDates,
  addedTwinRows: Set<number>,
): Race {
  const notes = [...contest.notes];
  // A few MEDSL rows have no party (WY 2020 Lummis); take it from FiveThirtyEight's row for the same person.
  // Keyed both ways: a hyphen or spacing variant of a surname (WY 2020 "MERAV BEN DAVID" / "Merav Ben-David")
  // defeats the surname key, not the letter key.
  const named = (twin?.rows ?? []).filter((r) => r.name);
  const twinParty = new Map([
    ...named.map((r) => [letterKey(r.name), r.ballotParty] as const),
    ...named.map((r) => [nameKey(r.name), r.ballotParty] as const),
  ]);
  const lines: BallotLine[] = contest.lines.map((l) => {
    let party = medslLineParty(l);
    if (!l.partyLabel && (l.partySimplified === '' || l.partySimplified === 'OTHER')) {
      const code = twinParty.get(nameKey(l.raw)) ?? twinParty.get(letterKey(l.raw));
      if (code && normalizeParty(code) !== party) {
        party = normalizeParty(code);
        notes.push(`MEDSL gives ${l.name} no party; FiveThirtyEight's ballot party "${code}" is used.`);
      }
    }
    return { name: l.name, party, partyLabel: l.partyLabel, votes: l.votes, writeIn: l.writeIn };
  });
  const seen = new Set<string>();
  for (const l of contest.lines) {
    if (seen.has(l.name)) contest.ledger.merged(l.row);
    else contest.ledger.used(l.row);
    seen.add(l.name);
  }
  const { named: fromTwin, rest } = nameFromTwin(
    contest.unattributedLines,
    contest.lines.map((l) => l.raw),
    twin?.rows ?? [],
  );
  for (const n of fromTwin) {
    const name = displayName(n.name);
    lines.push({
      name,
      party: normalizeParty(n.ballotParty, `${FTE_SENATE}: row ${n.twinRow}, field "ballot_party"`),
      partyLabel: n.ballotParty,
      votes: n.votes,
      writeIn: n.ballotParty === 'W',
    });
    contest.ledger.used(n.row);
    notes.push(
      `MEDSL lists ${n.votes.toLocaleString('en-US')} votes as an unnamed write-in line; FiveThirtyEight's copy of the race names the candidate, ${name}.`,
    );
  }
  for (const { row } of rest) contest.ledger.merged(row);
  const unattributed = rest.reduce((s, l) => s + l.votes, 0);
  const ourTotal = lines.reduce((s, l) => s + l.votes, 0) + unattributed;
  const twinValid = (twin?.rows ?? [])
    .filter(
      (r) =>
        r.votes !== null &&
        (r.rcvRound === null || r.rcvRound === 1) &&
        (r.name || classifyFteAlt(r.alt) !== 'invalid'),
    )
    .reduce((s, r) => s + r.votes!, 0);
  const added = missingWriteIns(
    [...contest.lines.map((l) => l.raw), ...fromTwin.map((n) => n.name)],
    ourTotal,
    twin?.rows ?? [],
    twinValid,
  );
  for (const r of added) {
    lines.push({
      name: displayName(r.name),
      party: normalizeParty(r.ballotParty, `${FTE_SENATE}: row ${r.row}, field "ballot_party"`),
      partyLabel: r.ballotParty,
      votes: r.votes!,
      writeIn: true,
    });
    addedTwinRows.add(r.row);
  }
  if (added.length)
    notes.push(
      `MEDSL lacks ${added.length} named write-in candidate${added.length > 1 ? 's' : ''} (${added.map((r) => `${displayName(r.name)} ${r.votes}`).join(', ')}) that FiveThirtyEight's copy of the race lists (its total exceeds MEDSL's by exactly their votes); added.`,
    );
  const sourceId = contest.file === SENATE_1976_2020 ? 'medsl-senate-1976-2020' : 'medsl-senate-2024';
  const listedDate = contest.date ? null : twin ? dates.dateOf(twin.raceId) : null;
  const sources = [sourceId];
  if (fromTwin.length || added.length || notes.some((n) => n.includes("FiveThirtyEight's ballot party")))
    sources.push('fte-senate');
  if (listedDate) sources.push('fte-races-president-senate');
  return buildRace({
    office: 'senate',
    year: contest.year,
    date: contest.date ?? listedDate ?? (contest.stage === 'general' ? electionDay(contest.year) : null),
    state: contest.state,
    district: null,
    seatClass:
      classOverride(contest.year, contest.state, contest.special)?.seat_class ??
      (contest.special ? (twin ? seatClass(twin.seat) : null) : regularClass(contest.year)),
    special: contest.special,
    // An all-party special (GA 2020) is a jungle primary: FiveThirtyEight names the stage, MEDSL does not.
    stage: twin && STAGES[twin.stage] === 'jungle_primary' ? 'jungle_primary' : contest.stage,
    lines,
    unattributed,
    sources,
    notes,
  });
}

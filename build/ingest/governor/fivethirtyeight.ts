import fteParties from '../../curated/governor-fte-parties.json' with { type: 'json' };
import { STATE_CODES, type Party, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { classifyFteAlt, readFteResults, type FteFile, type FteRace, type FteRow } from '../fivethirtyeight/results.ts';
import { FteRaceDates } from '../fivethirtyeight/races.ts';
import { fixGovernorName, FTE_GOVERNOR, FTE_RACES_GOVERNOR, GOVERNOR_SOURCE_IDS, type Origin } from './common.ts';
import type { Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { normalizeParty } from '../core/parties.ts';
import { INVALID_REASON } from '../core/pseudo.ts';
import { buildRace, electionDay } from '../core/race.ts';
import { applyRankedChoice } from '../core/rcv.ts';
import type { SourceReader } from '../core/sources.ts';
import type { BallotLine } from '../core/tally.ts';

const STAGES: Record<string, Race['stage']> = {
  general: 'general',
  recall: 'recall',
  'jungle primary': 'jungle_primary',
  runoff: 'runoff',
};
const PARTY_CODES = fteParties as unknown as Record<string, string>;

/** A FiveThirtyEight ballot_party code as a normalized party (curated codes first, then parties.ts). */
export function fteParty(code: string): Party {
  const curated = code.startsWith('$') ? undefined : PARTY_CODES[code];
  return curated ? (curated as Party) : normalizeParty(code);
}

/** Why a FiveThirtyEight governor race is not published, or null when it is. */
function fteOutOfScope(race: Pick<FteRace, 'cycle' | 'state' | 'stage'>): string | null {
  if (!(STATE_CODES as readonly string[]).includes(race.state))
    return `territory (${race.state}): outside the 50 states and DC`;
  if (!STAGES[race.stage]) return `stage "${race.stage}": out of scope`;
  return null;
}

interface FteLines {
  lines: BallotLine[];
  unattributed: number;
  notes: string[];
  /** Display names of the candidates FiveThirtyEight flags as winner. */
  flagged: Set<string>;
}

/**
 * A race's ballot lines summed by politician (fusion: one politician on the DEM and WFP lines is one candidate).
 * Lines without a candidate are valid unattributed votes (Write-in, Scattering, Other, "None of these candidates")
 * or excluded from the total (Blank, Over-/Undervote, Spoiled, Void). Only ranked-choice round 1 is read here.
 */
function fteGovernorLines(race: FteRace, fte: FteFile): FteLines {
  const byPolitician = new Map<string, FteRow[]>();
  let unattributed = 0;
  let invalid = 0;
  for (const r of race.rows) {
    if (r.rcvRound !== null && r.rcvRound > 1) continue;
    if (!r.name) {
      if (classifyFteAlt(r.alt) === 'invalid') {
        invalid += r.votes ?? 0;
        fte.ledger.excluded(r.row, INVALID_REASON);
      } else {
        unattributed += r.votes ?? 0;
        fte.ledger.merged(r.row);
      }
      continue;
    }
    if (r.votes === null) throw new Error(`${fte.file}: row ${r.row}, field "votes": empty for candidate ${r.name}`);
    const key = r.politicianId || r.name;
    byPolitician.set(key, [...(byPolitician.get(key) ?? []), r]);
  }
  const lines: BallotLine[] = [];
  const notes: string[] = [];
  const flagged = new Set<string>();
  for (const rows of byPolitician.values()) {
    const fixed = fixGovernorName(GOVERNOR_SOURCE_IDS.fte, rows[0]!.name);
    const name = displayName(fixed.raw);
    if (fixed.note) notes.push(fixed.note);
    rows.forEach((r, i) => (i === 0 ? fte.ledger.used(r.row) : fte.ledger.merged(r.row)));
    for (const r of rows)
      lines.push({
        name,
        party: fteParty(r.ballotParty),
        partyLabel: r.ballotParty,
        votes: r.votes!,
        writeIn: r.ballotParty === 'W',
      });
    if (rows.some((r) => r.winner)) flagged.add(name);
    if (rows.length > 1) {
      const parts = [...rows]
        .sort((a, b) => b.votes! - a.votes!)
        .map((r) => `${r.ballotParty || 'no label'} ${r.votes!.toLocaleString('en-US')}`);
      notes.push(`Fusion: ${name} ran on ${rows.length} ballot lines (${parts.join(', ')}); the lines are summed.`);
    }
  }
  if (invalid > 0)
    notes.push(
      `${invalid.toLocaleString('en-US')} blank, void, spoiled, over- or under-votes listed by the source are left out of total_votes.`,
    );
  return { lines, unattributed, notes, flagged };
}

export interface FteGovernor {
  fte: FteFile;
  dates: FteRaceDates;
  races: Race[];
  origins: Map<string, Origin>;
  /** Races whose figures are replaced (curated fte_replaced), left for the caller to rebuild. */
  replaced: FteRace[];
}

/** Governor races 1996-2024 from FiveThirtyEight (SOURCES.md section 1). */
export function buildFteGovernor(
  reader: SourceReader,
  ledger: Ledger,
  isReplaced: (year: number, state: string) => boolean,
): FteGovernor {
  const fte = readFteResults(reader, FTE_GOVERNOR, ledger);
  const dates = new FteRaceDates(reader, FTE_RACES_GOVERNOR, ledger);
  const races: Race[] = [];
  const replaced: FteRace[] = [];
  const origins = new Map<string, Origin>();
  for (const race of fte.races) {
    const why = fteOutOfScope(race);
    if (why) {
      for (const r of race.rows) fte.ledger.excluded(r.row, why);
      continue;
    }
    if (isReplaced(race.cycle, race.state)) {
      replaced.push(race);
      continue;
    }
    const stage = STAGES[race.stage]!;
    const { lines, unattributed, notes, flagged } = fteGovernorLines(race, fte);
    const listed = dates.dateOf(race.raceId);
    const built = buildRace({
      office: 'governor',
      year: race.cycle,
      date: listed ?? (stage === 'general' ? electionDay(race.cycle) : null),
      state: race.state as StateCode,
      district: null,
      seatClass: null,
      special: race.special,
      stage,
      lines,
      unattributed,
      sources: listed ? [GOVERNOR_SOURCE_IDS.fte, GOVERNOR_SOURCE_IDS.fteRaces] : [GOVERNOR_SOURCE_IDS.fte],
      notes,
    });
    const final = applyRankedChoice(built, ledger, { rows: race.rows, ledger: fte.ledger });
    // A Louisiana first round that went to a runoff flags no one; linkRunoffs clears its winner.
    const toRunoff = stage === 'jungle_primary' && flagged.size === 0;
    if (!toRunoff && (flagged.size !== 1 || !flagged.has(final.winner!))) {
      throw new Error(
        `${fte.file}: row ${race.rows[0]!.row}, field "winner": race ${race.raceId} flags ${[...flagged].join(', ') || 'no one'}, but the top vote-getter is ${final.winner}`,
      );
    }
    races.push(final);
    origins.set(final.id, { file: fte.file, row: race.rows[0]!.row });
  }
  return { fte, dates, races, origins, replaced };
}

/** Marks the races-table rows no published race took a date from. */
export function finishFteDates(dates: FteRaceDates, results: FteFile): void {
  const withResults = new Set(results.races.map((r) => r.raceId));
  // finish() passes each row's full metadata; the governor rules also need its id and state.
  dates.finish((m: { type: string; stage: string; cycle: number; id?: string; state?: string }) => {
    if (!STAGES[m.stage]) return `${m.stage} race metadata: out of scope (general elections and the 2012 recall only)`;
    if (m.state && !(STATE_CODES as readonly string[]).includes(m.state))
      return `territory (${m.state}): outside the 50 states and DC`;
    if (m.id && !withResults.has(m.id))
      return 'race with no rows in the results file (2026 races and a few earlier ones): nothing to date';
    return null;
  });
}

import contests from '../../curated/house-contests.json' with { type: 'json' };
import { withoutCopiedFigures } from '../core/copied-figures.ts';
import { compareStrings, type Party, type StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { intCell, isTrue } from '../core/csv.ts';
import type { Ledger } from '../core/ledger.ts';
import { fixName } from '../core/fixes.ts';
import { displayName } from '../core/names.ts';
import { labelSaysWriteIn, normalizeParty } from '../core/parties.ts';
import { isCitedWriteIn } from '../core/write-in-lines.ts';
import { BLANK_LUMP_REASON, blankLumpStateYears, type LumpContest, stateYear } from '../core/blank-lumps.ts';
import { classifyName, INVALID_REASON, isGenericLump } from '../core/pseudo.ts';
import { buildRace, electionDay, linkRunoffs } from '../core/race.ts';
import { addedContests, applyRankedChoice, RCV_TABLE, type RcvEntry } from '../core/rcv.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import type { BallotLine } from '../core/tally.ts';
import { applyLouisiana, louisianaGroupStage, type Group, type Stage } from './louisiana.ts';
import {
  checkMisplacedRowsUsed,
  type MisplacedRow,
  misplacedEntryFor,
  movedNote,
  noteMovedOut,
  recordMove,
} from './misplaced-rows.ts';
import { checkNamedLinesUsed, type NamedLine, namedLineFor, recordNamedLines } from './named-lines.ts';
import type { HouseRow } from './row.ts';
import { applyUncertified, noteNameVariants } from './outcome-notes.ts';

export const HOUSE_FILE = 'results/medsl/1976-2024-house.csv';

const firstRoundSpecial = (r: HouseRow) =>
  contests.first_round_specials.find(
    (c) => c.year === r.year && c.state === r.state && c.districts.includes(r.district),
  );
const unflaggedRunoff = (r: HouseRow) =>
  contests.unflagged_runoffs.find((c) => c.year === r.year && c.state === r.state && c.district === r.district);
const separateSpecial = (r: HouseRow) =>
  contests.separate_specials.find((c) => c.year === r.year && c.state === r.state && c.district === r.district);

/**
 * House races, one regular contest per district and year (plus runoffs, and specials for an unexpired term held
 * beside it), from MEDSL. Pseudo-candidates (blank, void, over/under votes, TOTAL, RCV continuing/exhausted tallies)
 * are dropped; the DC delegate rows (with the Guam rows mixed into 2020 DC) are outside the 435 seats. Louisiana's
 * rounds are split by louisiana.ts, ranked-choice contests get their rounds from core/rcv.ts, and
 * uncertified results lose their winner.
 */
export function buildHouse(
  reader: SourceReader,
  ledger: Ledger,
  onBlankLumps?: (stateYears: Map<string, number>) => void,
): Race[] {
  const table = readCsv(reader, HOUSE_FILE);
  const fileLedger = ledger.open(HOUSE_FILE, table.rows.length);
  const groups = new Map<string, Group>();
  const moved = new Set<MisplacedRow>();
  for (const row of table.rows) {
    const r: HouseRow = {
      row: row.row,
      year: intCell(table, row, 'year'),
      state: row.get('state_po').trim() as StateCode,
      district: intCell(table, row, 'district'),
      special: isTrue(row.get('special')),
      runoff: isTrue(row.get('runoff')),
      raw: row.get('candidate'),
      party: row.get('party').trim(),
      writeIn: isTrue(row.get('writein')) || labelSaysWriteIn(row.get('party')),
      votes: intCell(table, row, 'candidatevotes'),
    };
    if (isCitedWriteIn({ office: 'house', ...r })) r.writeIn = true;
    if (r.state === 'DC') {
      fileLedger.excluded(r.row, 'DC delegate (non-voting; in 2020 mixed with Guam rows): outside the 435 seats');
      continue;
    }
    const notes: string[] = [];
    const misplaced = misplacedEntryFor(r);
    if (misplaced) {
      // A row filed under another district's contest (curated, cited): moved before the contests are grouped.
      moved.add(misplaced);
      r.district = misplaced.to_district;
      notes.push(movedNote(misplaced));
      recordMove(misplaced, ledger);
    }
    let stage: Stage = r.runoff ? 'runoff' : 'first';
    let unexpired = false;
    if (r.special) {
      const sep = separateSpecial(r);
      if (sep) {
        unexpired = true;
        notes.push(`Special election for the unexpired term, held the same day as the regular election: ${sep.why}.`);
      } else {
        const first = firstRoundSpecial(r);
        if (!first)
          throw new Error(
            `${HOUSE_FILE}: row ${r.row}, field "special": special election ${r.year} ${r.state}-${r.district} is not described in curated/house-contests.json`,
          );
        notes.push(`All-party special open election: ${first.why}.`);
      }
    } else if (unflaggedRunoff(r)) {
      stage = 'runoff';
      notes.push(`Runoff: ${unflaggedRunoff(r)!.why}.`);
    }
    if (r.state === 'LA') {
      const la = louisianaGroupStage(r);
      if (la) stage = la;
    }
    const key = `${r.year}|${r.state}|${r.district}|${stage}|${unexpired}`;
    const group = groups.get(key) ?? { rows: [], stage, special: r.special, unexpired, notes: [] };
    if (group.special !== r.special) {
      throw new Error(`${HOUSE_FILE}: row ${r.row}, field "special": ${key} mixes special and regular rows`);
    }
    group.rows.push(r);
    group.notes.push(...notes);
    groups.set(key, group);
  }

  checkMisplacedRowsUsed(moved, new Set([...groups.values()].map((g) => g.rows[0]!.year)));
  const blank = blankLumpStateYears([...groups.values()].map(lumpContest));
  onBlankLumps?.(blank);
  const races: Race[] = [];
  const named = new Set<NamedLine>();
  for (const group of groups.values()) {
    const { year, state } = group.rows[0]!;
    const race = buildGroup(group, fileLedger, blank.get(stateYear(year, state)) ?? null, named);
    const fixed = recordNameFixes(recordNamedLines(race, group, ledger), group, ledger);
    races.push({ ...fixed, notes: noteMovedOut(fixed, moved) });
  }
  checkNamedLinesUsed(
    named,
    new Set([...groups.values()].map((g) => `${g.rows[0]!.year}|${g.rows[0]!.state}|${g.rows[0]!.district}`)),
  );
  const louisiana = applyLouisiana(races, groups, ledger);
  for (const entry of addedContests('house')) louisiana.push(buildAdded(entry));
  linkRunoffs(louisiana);
  const published = louisiana.map((race) =>
    withoutCopiedFigures(applyUncertified(applyRankedChoice(race, ledger), ledger), ledger),
  );
  checkMissingSpecials(published);
  return published
    .map(noteNameVariants)
    .sort(
      (a, b) =>
        a.year - b.year ||
        compareStrings(a.state, b.state) ||
        (a.district ?? 0) - (b.district ?? 0) ||
        Number(a.special) - Number(b.special) ||
        compareStrings(a.stage, b.stage),
    );
}

/** A contest as the blank-lump rule sees it (rows already invalid by name left out). */
function lumpContest(group: Group): LumpContest {
  const { year, state } = group.rows[0]!;
  const valid = group.rows.filter((r) => classifyName(r.raw) !== 'invalid');
  const lump = valid.filter((r) => isGenericLump(r.raw)).reduce((s, r) => s + Math.max(r.votes, 0), 0);
  return { year, state, lump, named: valid.reduce((s, r) => s + Math.max(r.votes, 0), 0) - lump };
}

/** `blankShare`: the median unnamed share of the state-year when its unnamed lines are blank-ballot lumps, else null. */
function buildGroup(
  group: Group,
  fileLedger: import('../core/ledger.ts').FileLedger,
  blankShare: number | null,
  named: Set<NamedLine>,
): Race {
  const { year, state, district } = group.rows[0]!;
  const lines: (BallotLine & { row: number })[] = [];
  let unattributed = 0;
  let blank = 0;
  for (const r of group.rows) {
    const cls = classifyName(r.raw);
    if (cls === 'invalid') fileLedger.excluded(r.row, INVALID_REASON);
    else if (blankShare !== null && isGenericLump(r.raw)) {
      blank += r.votes;
      fileLedger.excluded(r.row, BLANK_LUMP_REASON);
    } else if (namedLineFor(r)) {
      // A curated line (unnamed, or a party line MEDSL gives as a candidate: 2022 NY-21 "MODERATE") is a candidate's.
      const entry = namedLineFor(r)!;
      named.add(entry);
      const where = `build/curated/house-named-lines.json: ${year} ${state}-${district}, field "party_label"`;
      lines.push({
        row: r.row,
        name: displayName(entry.candidate),
        party: normalizeParty(entry.party_label, where),
        partyLabel: entry.party_label,
        votes: r.votes,
        writeIn: entry.write_in,
      });
    } else if (cls === 'unattributed') {
      unattributed += r.votes;
      fileLedger.merged(r.row);
    } else {
      const name = displayName(fixName(r.raw).raw);
      lines.push({
        row: r.row,
        name,
        party: normalizeParty(r.party, `${HOUSE_FILE}: row ${r.row}, field "party"`),
        partyLabel: r.party,
        votes: r.votes,
        writeIn: r.writeIn,
      });
    }
  }
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.name)) fileLedger.merged(l.row);
    else fileLedger.used(l.row);
    seen.add(l.name);
  }
  if (lines.length === 0) throw new Error(`${HOUSE_FILE}: ${year} ${state}-${district}: no candidate rows`);
  return buildRace({
    office: 'house',
    year,
    date: group.stage === 'first' ? electionDay(year) : null,
    state,
    district,
    seatClass: null,
    special: group.special,
    stage: group.stage === 'runoff' ? 'runoff' : group.special && !group.unexpired ? 'jungle_primary' : 'general',
    lines,
    unattributed,
    sources: ['medsl-house-1976-2024'],
    notes: blank ? [...group.notes, blankLumpNote(blank, blankShare!)] : [...group.notes],
  });
}

/** A name repaired from build/curated/name-fixes.json (a misspelling in the source): listed, cited and noted. */
function recordNameFixes(race: Race, group: Group, ledger: Ledger): Race {
  const raws = new Set(group.rows.map((r) => r.raw.trim()));
  const fixes = [...raws].map((raw) => fixName(raw)).filter((f) => f.correction !== null);
  if (!fixes.length) return race;
  for (const f of fixes) ledger.correction({ ...f.correction!, record: race.id });
  return { ...race, notes: [...race.notes, ...fixes.map((f) => f.note!)] };
}

function blankLumpNote(votes: number, medianShare: number): string {
  return `The total excludes ${votes.toLocaleString('en-US')} blank, void and scattering ballots that the source lists as one unnamed line (in this state and year the median contest's unnamed line is ${(100 * medianShare).toFixed(1)}% of its ballots, the size of blank ballots, not write-ins).`;
}

/**
 * The same-day specials listed as missing (curated/house-contests.json) must really be absent and dated on election
 * day: a source or curated entry that starts publishing one fails the ingest until the list says so.
 */
export function checkMissingSpecials(
  races: Pick<Race, 'office' | 'year' | 'state' | 'district' | 'special' | 'stage'>[],
): void {
  const where = 'build/curated/house-contests.json: missing_specials';
  for (const m of contests.missing_specials.elections) {
    const seat = races.filter(
      (r) => r.office === 'house' && r.year === m.year && r.state === m.state && r.district === m.district,
    );
    if (seat.some((r) => r.special))
      throw new Error(`${where}: ${m.year} ${m.state}-${m.district} is published as a special; record it as published`);
    if (m.date !== electionDay(m.year))
      throw new Error(`${where}: ${m.year} ${m.state}-${m.district}: date ${m.date} is not election day`);
  }
}

/** A contest the results source lacks, added from a curated table entry (its counts are set by applyRankedChoice). */
function buildAdded(entry: RcvEntry): Race {
  const [, year, state, district] = entry.id.match(/^house-(\d{4})-([a-z]{2})-(\d{2})-/)!;
  const first = entry.rounds[0]!;
  const lines: BallotLine[] = entry.add_contest!.candidates.map((c) => ({
    name: c.name,
    party: c.party as Party,
    partyLabel: c.party_label,
    votes: first.candidates.find((x) => x.name === c.name)?.votes ?? 0,
    writeIn: false,
  }));
  const race = buildRace({
    office: 'house',
    year: Number(year),
    date: entry.add_contest!.date,
    state: state!.toUpperCase() as StateCode,
    district: Number(district),
    seatClass: null,
    special: true,
    stage: 'general',
    lines,
    unattributed: 0,
    sources: ['curated-rcv-rounds'],
    notes: [`Special election for the unexpired term, added from ${RCV_TABLE}: ${entry.why}`],
  });
  if (race.id !== entry.id) throw new Error(`build/curated/rcv-contests.json: ${entry.id}: builds as ${race.id}`);
  // The round-1 write-in count is not cited, so the total and the shares are unknown.
  return {
    ...race,
    total_votes: null,
    candidates: race.candidates.map((c) => ({ ...c, pct: null })),
    dem_pct: null,
    rep_pct: null,
    margin: null,
  };
}

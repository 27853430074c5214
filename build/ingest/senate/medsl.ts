import type { StateCode } from '../../schemas/common.ts';
import { intCell, isTrue } from '../core/csv.ts';
import { fixName, fixPartyLabel, type PendingCorrection } from '../core/fixes.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { labelSaysWriteIn, normalizeParty } from '../core/parties.ts';
import { isCitedWriteIn } from '../core/write-in-lines.ts';
import { classifyName, INVALID_REASON, isGenericLump } from '../core/pseudo.ts';
import { checkCuratedBlankLumps, senateBlankLump } from './blank-lumps.ts';
import type { Race } from '../../schemas/results.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

export const SENATE_1976_2020 = 'results/medsl/1976-2020-senate.csv';
export const SENATE_2024 = 'results/medsl/2024-senate-state.csv';

export interface MedslLine {
  row: number;
  raw: string;
  name: string;
  partyLabel: string;
  partySimplified: string;
  writeIn: boolean;
  votes: number;
}

/** One MEDSL Senate contest after recoding, keyed like a FiveThirtyEight race. */
export interface MedslContest {
  file: string;
  ledger: FileLedger;
  year: number;
  state: StateCode;
  special: boolean;
  stage: Race['stage'];
  date: string | null;
  lines: MedslLine[];
  unattributedLines: { row: number; votes: number }[];
  unattributed: number;
  /** Votes of unnamed lines read as blank and void ballots (senate/blank-lumps.ts): excluded from the total. */
  blankLumps: number;
  notes: string[];
  /** Curated corrections applied to this contest's rows; recorded against the race once it is built. */
  corrections: PendingCorrection[];
}

/**
 * Matching key across sources. A first round is "general" in MEDSL but "jungle primary" in FiveThirtyEight for
 * all-party specials (GA 2000 and 2020, MS 2018), so both map to one "first" round.
 */
export const contestKey = (year: number, state: string, special: boolean, stage: string) =>
  `${year}|${state}|${special}|${stage === 'runoff' ? 'runoff' : 'first'}`;

/**
 * Reads the MEDSL Senate files and applies the recodes SOURCES.md 1.3 lists: the 2021 Georgia runoffs belong to
 * 2020; Georgia 1992 and 2008 code the November round "pre" and the runoff "gen"; 2010 Illinois is the regular race
 * though coded special; Louisiana is left to FiveThirtyEight; the 2010 SD "NA" row is a placeholder.
 */
export function readMedslSenate(
  reader: SourceReader,
  ledger: Ledger,
  houseBlank: Map<string, number> = new Map(),
): MedslContest[] {
  const contests = new Map<string, MedslContest>();
  for (const file of [SENATE_1976_2020, SENATE_2024]) {
    const table = readCsv(reader, file);
    const fileLedger = ledger.open(file, table.rows.length);
    const votesColumn = table.columns.includes('candidatevotes') ? 'candidatevotes' : 'votes';
    for (const row of table.rows) {
      let year = intCell(table, row, 'year');
      const state = row.get('state_po').trim() as StateCode;
      let special = isTrue(row.get('special'));
      const rawStage = row.get('stage').trim().toLowerCase();
      let stage: Race['stage'] = rawStage === 'runoff' ? 'runoff' : 'general';
      let date: string | null = null;
      const notes: string[] = [];
      if (state === 'LA') {
        fileLedger.excluded(
          row.row,
          'Louisiana: taken from FiveThirtyEight (MEDSL mixes the jungle primary and runoff rounds; SOURCES.md 1.3)',
        );
        continue;
      }
      if (year === 2021) {
        year = 2020;
        date = '2021-01-05';
        notes.push(
          'January 5, 2021 runoff, listed with the 2020 elections; MEDSL counts are pre-certification (unofficial).',
        );
      }
      if (state === 'GA' && (year === 1992 || year === 2008) && rawStage !== 'runoff') {
        stage = rawStage === 'pre' ? 'general' : 'runoff';
        notes.push('MEDSL codes the November round "pre" and the runoff "gen"; recoded.');
      }
      if (state === 'IL' && year === 2010 && special) {
        special = false;
        notes.push(
          'MEDSL codes this race special, but the figures are the regular-term race (Kirk 1,778,698); recoded as regular. The concurrent special is published from its official result (senate-2010-il-class3-special-general).',
        );
      }
      const raw = row.get('candidate');
      const votes = intCell(table, row, votesColumn);
      if (raw.trim() === 'NA' && votes === 0) {
        fileLedger.excluded(row.row, 'placeholder row with no candidate and 0 votes (2010 SD: no Democrat ran)');
        continue;
      }
      const key = contestKey(year, state, special, stage);
      const contest = contests.get(key) ?? {
        file,
        ledger: fileLedger,
        year,
        state,
        special,
        stage,
        date,
        lines: [],
        unattributedLines: [],
        unattributed: 0,
        blankLumps: 0,
        notes: [],
        corrections: [],
      };
      contest.notes.push(...notes);
      const cls = classifyName(raw);
      const blank = isGenericLump(raw) ? senateBlankLump(houseBlank, { file, year, state, special, votes }) : null;
      if (cls === 'invalid') {
        fileLedger.excluded(row.row, INVALID_REASON);
      } else if (blank) {
        fileLedger.excluded(row.row, blank.reason);
        contest.blankLumps += votes;
        contest.notes.push(blank.note);
      } else if (cls === 'unattributed') {
        contest.unattributed += votes;
        contest.unattributedLines.push({ row: row.row, votes });
      } else {
        const named = medslNamedLine(
          row.row,
          raw,
          row.get('party_detailed'),
          row.get('party_simplified'),
          row.get('writein'),
          votes,
        );
        if (isCitedWriteIn({ office: 'senate', year, state, district: null, raw, votes })) named.line.writeIn = true;
        contest.notes.push(...named.notes);
        contest.corrections.push(...named.corrections);
        contest.lines.push(named.line);
      }
      contests.set(key, contest);
    }
  }
  checkCuratedBlankLumps([...contests.values()]);
  return [...contests.values()];
}

/**
 * One named MEDSL row as a ballot line: the name repaired and put in display form, the party label repaired (each
 * repair a note and a pending correction). Shared by every reader of MEDSL's layouts (the 2026 returns too).
 */
export function medslNamedLine(
  row: number,
  raw: string,
  partyDetailed: string,
  partySimplified: string,
  writeIn: string,
  votes: number,
): { line: MedslLine; notes: string[]; corrections: PendingCorrection[] } {
  const fixed = fixName(raw);
  const name = displayName(fixed.raw);
  const label = fixPartyLabel(partyDetailed.trim(), name);
  const notes: string[] = [];
  if (fixed.note) notes.push(fixed.note);
  if (label.correction)
    notes.push(
      `Correction: ${name}'s party label has character-encoding damage in the source; published as "${label.label}" (listed at /api/corrections).`,
    );
  return {
    line: {
      row,
      raw,
      name,
      partyLabel: label.label,
      partySimplified: partySimplified.trim(),
      writeIn: isTrue(writeIn) || labelSaysWriteIn(label.label),
      votes,
    },
    notes,
    corrections: [fixed.correction, label.correction].filter((c) => c !== null),
  };
}

export function medslLineParty(line: MedslLine) {
  if (['DEMOCRAT', 'REPUBLICAN', 'LIBERTARIAN'].includes(line.partySimplified))
    return normalizeParty(line.partySimplified);
  return normalizeParty(
    line.partyLabel || line.partySimplified,
    `MEDSL Senate: row ${line.row}, field "party_detailed"`,
  );
}

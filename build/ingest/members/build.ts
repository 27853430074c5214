/** The members family: reads the crosswalk files once, joins every House and Senate winner, returns the checks. */
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from '../core/checks.ts';
import type { Ledger } from '../core/ledger.ts';
import type { SourceReader } from '../core/sources.ts';
import missesJson from '../../curated/member-id-misses.json' with { type: 'json' };
import {
  attachWinnerIds,
  checkCoverage,
  checkMissesListed,
  checkOnePersonPerId,
  type Attached,
  type MissEntry,
} from './attach.ts';
import { readCongressMembers, type CongressMember } from './congress-file.ts';
import { buildMemberIndex } from './join.ts';
import { readLegislators } from './legislators.ts';

export const MEMBER_FILES_NOT_READ: Record<string, string> = Object.fromEntries(
  ['2014', '2018_senate', '2020', '2022', '2024', 'senate_2016'].map((y) => [
    `crosswalk/congress-legislators/scripts-archive/election_results_${y}.csv`,
    "the maintainers' seat-by-seat worksheets 2014-2024: a cross-check of the crosswalk (SOURCES.md 1.3, all 455 comparable 2024 seats agree), not a source of ids; the join reads the legislators files",
  ]),
);

const MEMBER_ID_MISSES: MissEntry[] = missesJson.misses;

export interface MemberIds {
  /** The FiveThirtyEight membership rows, also used by house/seated.ts. */
  congress: CongressMember[];
  attached: Attached;
  checks: CheckResult[];
}

/** Mutates the records (sets `winner_ids`). */
export function buildMemberIds(
  reader: SourceReader,
  ledger: Ledger,
  races: Race[],
  misses: MissEntry[] = MEMBER_ID_MISSES,
): MemberIds {
  const congress = readCongressMembers(reader, ledger);
  const index = buildMemberIndex(readLegislators(reader, ledger), congress);
  const attached = attachWinnerIds(races, index);
  const checks = [checkMissesListed(attached.misses, misses), checkCoverage(races), checkOnePersonPerId(races, index)];
  return { congress, attached, checks };
}

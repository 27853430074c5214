/**
 * The results-fidelity checks run on every ingest (issue 10): reconciliation with the curated official tables and
 * the plausibility checks. Pure over the records; the curated tables are passed in (defaults: build/curated/).
 */
import fec from '../../curated/reconciliation-fec-president.json' with { type: 'json' };
import houseSeats from '../../curated/reconciliation-house-seats.json' with { type: 'json' };
import senateSeats from '../../curated/reconciliation-senate-seats.json' with { type: 'json' };
import plausibilityExceptions from '../../curated/plausibility-exceptions.json' with { type: 'json' };
import unattributedPresident from '../../curated/unattributed/president.json' with { type: 'json' };
import unattributedSenate from '../../curated/unattributed/senate.json' with { type: 'json' };
import unattributedHouse from '../../curated/unattributed/house.json' with { type: 'json' };
import unattributedGovernor from '../../curated/unattributed/governor.json' with { type: 'json' };
import type { CheckResult, ResultsData } from './checks.ts';
import { checkNoPreCertification } from './certified.ts';
import { checkNoBlankLumps } from './blank-lumps.ts';
import { checkDistrictBelowState, checkVoteSums, presidentStateId } from './plausibility.ts';
import { checkUnattributedShare, UnattributedListSchema } from './unattributed.ts';
import {
  type FecTable,
  reconcileFecNational,
  reconcileSeats,
  reconciliationCheck,
  type ReconciliationRow,
  type SeatsTable,
} from './reconcile.ts';

export interface OfficialTables {
  fec: FecTable;
  houseSeats: SeatsTable;
  senateSeats: SeatsTable;
}

export const CURATED_TABLES: OfficialTables = {
  fec: fec as unknown as FecTable,
  houseSeats: houseSeats as unknown as SeatsTable,
  senateSeats: senateSeats as unknown as SeatsTable,
};

export function runFidelityChecks(
  d: ResultsData,
  tables: OfficialTables = CURATED_TABLES,
): { checks: CheckResult[]; reconciliation: Record<string, ReconciliationRow[]> } {
  const reconciliation = {
    fec_national_totals: reconcileFecNational(d.presidentNational, tables.fec),
    house_seats: reconcileSeats('house', d.house, tables.houseSeats),
    // Odd-year specials (1983 WA ... 2017 AL) fall in no cycle of the official table; each is one seat, its winner cited.
    senate_seats: reconcileSeats(
      'senate',
      d.senate.filter((r) => r.year % 2 === 0),
      tables.senateSeats,
    ),
  };
  // Presidential state results carry no id field; checks name them by presidentStateId.
  const presidentRecords = d.presidentStates.map((r) => ({ ...r, id: presidentStateId(r) }));
  // Each office's records against build/curated/unattributed/{office}.json (contests above 0.5%, with why).
  const unattributed = [
    ['president', presidentRecords, unattributedPresident],
    ['senate', d.senate, unattributedSenate],
    ['house', d.house, unattributedHouse],
    ['governor', d.governor, unattributedGovernor],
  ] as const;
  const statewide = [
    ...d.presidentStates,
    ...d.senate.filter((r) => r.stage !== 'runoff'),
    ...d.governor.filter((r) => r.stage !== 'runoff'),
  ];
  const checks = [
    reconciliationCheck(
      'every candidate with at least 0.5% of the national vote is within 0.5% of the official (FEC) national total',
      reconciliation.fec_national_totals,
      { requireAll: true },
    ),
    reconciliationCheck(
      "House seats won per party (one per seat) equal the Clerk of the House's totals",
      reconciliation.house_seats,
      { requireAll: true },
    ),
    reconciliationCheck(
      'Senate seats up and won per party (one per seat) equal the official totals',
      reconciliation.senate_seats,
      { requireAll: true },
    ),
    checkVoteSums([...presidentRecords, ...d.senate, ...d.house, ...d.governor]),
    checkDistrictBelowState(d.house, statewide, plausibilityExceptions.district_below_state),
    checkNoPreCertification([...d.senate, ...d.house, ...d.governor]),
    checkNoBlankLumps([
      ...presidentRecords,
      ...d.senate.filter((r) => r.stage !== 'runoff'),
      ...d.house.filter((r) => r.stage !== 'runoff'),
      ...d.governor.filter((r) => r.stage !== 'runoff'),
    ]),
    ...unattributed.map(([office, records, list]) =>
      checkUnattributedShare(office, records, UnattributedListSchema.parse(list)),
    ),
  ];
  return { checks, reconciliation };
}

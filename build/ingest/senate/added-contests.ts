/** Senate contests no results source has, built from their curated official results. Moved out of build.ts unchanged. */
import added from '../../curated/added-contests.json' with { type: 'json' };
import type { StateCode } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { buildRace } from '../core/race.ts';
import type { BallotLine } from '../core/tally.ts';

const ADDED_TABLE = 'build/curated/added-contests.json';
type AddedEntry = (typeof added.contests)[number];

/**
 * A contest no source has, built from its curated official result. Fails when a source already has it (the entry
 * must then go) or when the cited counts do not sum to the cited total; recorded as a correction of the record.
 */
export function buildAddedContest(entry: AddedEntry, existing: Pick<Race, 'id'>[], ledger: Ledger): Race {
  const where = `${ADDED_TABLE}: ${entry.year} ${entry.state}`;
  const lines: BallotLine[] = entry.candidates.map((c) => ({
    name: c.name,
    party: normalizeParty(c.party_label, `${where}, candidate ${c.name}, field "party_label"`),
    partyLabel: c.party_label,
    votes: c.votes,
    writeIn: false,
  }));
  const sum = lines.reduce((s, l) => s + l.votes, 0);
  // An entry may leave part of a cited total unattributed (candidates no page read gives a count for), saying whose.
  const { unattributed_votes: unattributed = 0, unattributed_why: unattributedWhy } = entry as AddedEntry & {
    unattributed_votes?: number;
    unattributed_why?: string;
  };
  if (unattributed > 0 !== (unattributedWhy !== undefined))
    throw new Error(`${where}: unattributed_votes and unattributed_why go together`);
  if (sum + unattributed !== entry.total_votes)
    throw new Error(
      `${where}, field "total_votes": ${entry.total_votes} is not the sum of the candidates' votes and unattributed_votes (${sum + unattributed})`,
    );
  const race = buildRace({
    office: 'senate',
    year: entry.year,
    date: entry.date,
    state: entry.state as StateCode,
    district: null,
    seatClass: entry.seat_class,
    special: entry.special,
    stage: entry.stage as Race['stage'],
    lines,
    unattributed,
    sources: ['curated-added-contests'],
    notes: [
      `Correction: this contest is in no results source here; added from its official result (listed at /api/corrections): ${entry.why}.`,
      ...(unattributedWhy ? [`Unattributed votes: ${unattributedWhy}.`] : []),
    ],
  });
  if (existing.some((r) => r.id === race.id))
    throw new Error(`${where}: ${race.id} is already published from a source; remove the curated entry`);
  ledger.correction({
    record: race.id,
    field: 'record',
    old: null,
    new: `added: ${entry.candidates.map((c) => `${c.name} ${c.votes}`).join(', ')}`,
    source: entry.source,
    reason: `missing from every results source: ${entry.why}.`,
  });
  return race;
}

/**
 * The curated tables of certified figures (Senate and other races, presidential states (hand-curated, and from the
 * Clerk's statistics), governors, the House and the Senate from the Clerk's statistics), parsed once, and what the
 * ingest reads of them together: the governor records they
 * certify, and every figure they set.
 */
import certifiedCountsJson from '../curated/certified-counts.json' with { type: 'json' };
import certifiedGovernorJson from '../curated/certified-governor.json' with { type: 'json' };
import certifiedClerkStatesJson from '../curated/certified-president-clerk.json' with { type: 'json' };
import certifiedStatesJson from '../curated/certified-president-states.json' with { type: 'json' };
import type { StateCode } from '../schemas/common.ts';
import type { Race } from '../schemas/results.ts';
import { CertifiedCountsFileSchema, type CertifiedCount } from './core/certified.ts';
import type { CuratedFigures } from './core/certified-check.ts';
import { presidentStateId } from './core/plausibility.ts';
import { CertifiedGovernorFileSchema } from './governor/certified.ts';
import { certifiedHouse } from './house/certified.ts';
import { certifiedSenate } from './senate/certified.ts';
import { CertifiedClerkStatesFileSchema, CertifiedStatesFileSchema } from './president/certified.ts';

export const certifiedStates = CertifiedStatesFileSchema.parse(certifiedStatesJson);
const handCurated = new Set(certifiedStates.states.map((e) => `${e.year}-${e.state}`));
/**
 * The Clerk's presidential entries; a state-year the hand-curated table has is left to it (its entry cites the
 * certifying office; the tool reports where the Clerk's figures differ from it).
 */
export const certifiedClerkStates = CertifiedClerkStatesFileSchema.parse(certifiedClerkStatesJson).states.filter(
  (e) => !handCurated.has(`${e.year}-${e.state}`),
);
export const certifiedCounts = CertifiedCountsFileSchema.parse(certifiedCountsJson);
const strayCount = certifiedCounts.races.find((e) => !/^(senate|house)-/.test(e.record));
if (strayCount)
  throw new Error(`build/curated/certified-counts.json: ${strayCount.record} is not a Senate or House record`);
/** The entries of one office (a record id starts with its office): they are applied at different stages. */
export const certifiedCountsFor = (office: 'senate' | 'house'): CertifiedCount[] =>
  certifiedCounts.races.filter((e) => e.record.startsWith(`${office}-`));
const certifiedGovernor = CertifiedGovernorFileSchema.parse(certifiedGovernorJson);

export function certifiedGovernorRecords(governor: Race[]): string[] {
  const listed = new Set(certifiedGovernor.races.map((e) => e.record));
  return governor
    .filter((r) => listed.has(r.id) && r.candidates.every((c) => c.votes !== null) && r.total_votes !== null)
    .map((r) => r.id);
}

/** Every figure the certified tables set, for the check that they are still the served ones. */
export function curatedCertifiedFigures(): CuratedFigures[] {
  const named = (c: Record<string, number>, added: { name: string; votes: number }[] = []) => ({
    ...c,
    ...Object.fromEntries(added.map((a) => [a.name, a.votes])),
  });
  const stateId = (e: { year: number; state: string }) =>
    presidentStateId({ year: e.year, state: e.state as StateCode });
  // The Senate's tables and the House's share one entry schema (core/certified.ts).
  const counts = (table: string, entries: CertifiedCount[]) =>
    entries.map((e) => ({
      table,
      record: e.record,
      candidates: named(e.candidates, e.added),
      total: e.total_votes ?? null,
    }));
  return [
    ...counts('certified-counts.json', certifiedCounts.races),
    ...certifiedStates.states.map((e) => ({
      table: 'certified-president-states.json',
      record: stateId(e),
      candidates: named(e.candidates, e.add),
      total: null,
      remainderGiven: e.unattributed_votes !== undefined,
    })),
    ...certifiedClerkStates.map((e) => ({
      table: 'certified-president-clerk.json',
      record: stateId(e),
      candidates: named(e.candidates, e.add),
      total: null,
      remainderGiven: e.unattributed_votes !== undefined,
    })),
    ...counts('certified-house.json', certifiedHouse.races),
    ...counts('certified-senate.json', certifiedSenate.races),
    ...certifiedGovernor.races.map((e) => ({
      table: 'certified-governor.json',
      record: e.record,
      candidates: named(e.candidates, e.added),
      total: e.total,
    })),
  ];
}

/**
 * House contests checked against the Clerk of the House's election statistics (issue 18): the Clerk's counts, keyed
 * by served candidate name (build/curated/certified-house.json, generated and reviewed with
 * build/curated/tools/clerk-house), replace MEDSL's where they differ, each change listed at /api/corrections; a
 * record whose figures equal the Clerk's is then `certified` by the second look (verify.ts).
 */
import certifiedHouseJson from '../../curated/certified-house.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import { applyCertifiedCounts, CertifiedCountsFileSchema } from '../core/certified.ts';
import type { Ledger } from '../core/ledger.ts';

const FILE = 'build/curated/certified-house.json';
/** The table's id in build/curated/sources.json. */
export const CERTIFIED_HOUSE_SOURCE = 'curated-certified-house';

/** The same entry schema as the Senate's certified-counts.json. */
export const certifiedHouse = CertifiedCountsFileSchema.parse(certifiedHouseJson);

/** Applies the Clerk's counts; run after the name directories, so the entries' names are the served ones. */
export function applyCertifiedHouse(house: Race[], ledger: Ledger): void {
  applyCertifiedCounts(house, certifiedHouse.races, ledger, FILE);
}

/**
 * Senate contests of 2000-2022 checked against the Clerk of the House's election statistics (issue 18): the Clerk's
 * counts, keyed by served candidate name (build/curated/certified-senate.json, generated and reviewed with
 * build/curated/tools/clerk-house/cli-senate.ts), replace the sources' where they differ, each change listed at
 * /api/corrections; a record whose figures equal the Clerk's is then `certified` by the second look (verify.ts).
 * Records curated by hand in certified-counts.json are not in this table.
 */
import certifiedSenateJson from '../../curated/certified-senate.json' with { type: 'json' };
import type { Race } from '../../schemas/results.ts';
import { applyCertifiedCounts, CertifiedCountsFileSchema } from '../core/certified.ts';
import type { Ledger } from '../core/ledger.ts';

const FILE = 'build/curated/certified-senate.json';
/** The table's id in build/curated/sources.json. */
export const CERTIFIED_SENATE_SOURCE = 'curated-certified-senate';

/** The same entry schema as certified-counts.json and certified-house.json. */
export const certifiedSenate = CertifiedCountsFileSchema.parse(certifiedSenateJson);

/** Applies the Clerk's counts; run after the name directories, so the entries' names are the served ones. */
export function applyCertifiedSenate(senate: Race[], ledger: Ledger): void {
  applyCertifiedCounts(senate, certifiedSenate.races, ledger, FILE);
}

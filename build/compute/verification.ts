import { VERIFICATION_STATUSES, type Verification } from '../schemas/results.ts';

type Status = Verification['status'];

/** Contest records per office and verification status, every status listed (0 when none): /api/sources, /methodology. */
export function verificationCounts<O extends string>(
  byOffice: Record<O, { verification: Verification }[]>,
): Record<O, Record<Status, number>> {
  const out = {} as Record<O, Record<Status, number>>;
  for (const office of Object.keys(byOffice) as O[]) {
    const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<Status, number>;
    for (const r of byOffice[office]) counts[r.verification.status]++;
    out[office] = counts;
  }
  return out;
}

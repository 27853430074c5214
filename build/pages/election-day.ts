/**
 * The date of a 2026 race's election, derived rather than typed in: federal law (2 U.S.C. 7, 3 U.S.C. 1) sets
 * the general election on the Tuesday after the first Monday in November of even years, and every 2026 Senate
 * and governor race in the data (the Florida and Ohio specials included) is decided that day. Runoffs (Georgia,
 * Louisiana) come later and are not part of the data.
 */
export function generalElectionDay(year: number): string {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay(); // 0 = Sunday
  const firstMonday = 1 + ((8 - firstOfNovember) % 7);
  return `${year}-11-${String(firstMonday + 1).padStart(2, '0')}`;
}

/** Whether the election day is over at the build time (an ISO timestamp; null = unknown, treated as before). */
export function electionHeld(electionDay: string, buildTime: string | null): boolean {
  if (!buildTime) return false;
  // Polls close on election day everywhere by 01:00 UTC of the next day (Hawaii and Alaska at the latest).
  return Date.parse(buildTime) >= Date.parse(`${electionDay}T00:00:00Z`) + 25 * 3600_000;
}

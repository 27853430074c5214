/**
 * The note a results record carries when its source marks the counts unofficial (MEDSL's `unofficial` column), and
 * its reading back: the ingest writes it first among the notes, the race pages show "unofficial as of <date>".
 */
export const UNOFFICIAL_NOTE = (asOf: string) =>
  `Unofficial as of ${asOf}: MEDSL marks these returns unofficial (counts before certification).`;
const UNOFFICIAL_PATTERN = /^Unofficial as of (\d{4}-\d{2}-\d{2}):/;

/** The date of a record's "unofficial as of" note, or null when the record is not marked unofficial. */
export function unofficialAsOf(race: { notes?: readonly string[] }): string | null {
  for (const n of race.notes ?? []) {
    const m = UNOFFICIAL_PATTERN.exec(n);
    if (m) return m[1]!;
  }
  return null;
}

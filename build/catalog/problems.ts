/** A fault in data/: the file, the record, the field and what is wrong, so it can be fixed without a debugger. */
export interface Problem {
  file: string;
  /** "record 12 (senate-2016-ga-class3-general)", or "(file)" for a fault of the whole file. */
  record: string;
  field: string;
  message: string;
}

/** Describes a record for a message: its id, or year/state/raceId when it has them, and its position. */
export function describeRecord(record: unknown, index: number): string {
  const r = record as Record<string, unknown> | null;
  const label =
    r && typeof r === 'object'
      ? (r.id ??
        r.raceId ??
        (r.year !== undefined ? [r.year, r.state ?? r.abbr].filter(Boolean).join(' ') : (r.abbr ?? r.name ?? r.record)))
      : undefined;
  return label !== undefined ? `record ${index} (${String(label)})` : `record ${index}`;
}

const formatProblem = (p: Problem) => `${p.file}: ${p.record}, field ${p.field}: ${p.message}`;

/** The error for a list of problems: every one named (the first 25, then a count). */
export class DataIntegrityError extends Error {
  constructor(readonly problems: Problem[]) {
    const shown = problems.slice(0, 25).map(formatProblem);
    if (problems.length > 25) shown.push(`… and ${problems.length - 25} more`);
    super(`${problems.length} integrity problem${problems.length === 1 ? '' : 's'} in data/:\n${shown.join('\n')}`);
  }
}

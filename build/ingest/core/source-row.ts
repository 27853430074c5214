/** How curated tables name one source row (shared by the ingests of every office). */

/** How a curated table names one source row: its contest, the name as the file prints it, and its votes. */
export interface SourceRowKey {
  year: number;
  state: string;
  /** Null for a statewide contest. */
  district: number | null;
  name: string;
  votes: number;
}

/** Whether a curated entry's key names this row (the printed name compared trimmed and upper-cased). */
export function isSourceRow(r: Omit<SourceRowKey, 'name'> & { raw: string }, k: SourceRowKey): boolean {
  return (
    k.year === r.year &&
    k.state === r.state &&
    k.district === r.district &&
    k.name === r.raw.trim().toUpperCase() &&
    k.votes === r.votes
  );
}

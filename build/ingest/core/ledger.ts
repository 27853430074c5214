/**
 * Row accounting: every row of every source file ends as used, merged into another row's record, or
 * excluded with a reason. The report is built from this ledger, and a row left unaccounted fails the ingest.
 */
export type Disposition = { kind: 'used' } | { kind: 'merged' } | { kind: 'excluded'; reason: string };

export interface Conflict {
  record: string;
  field: string;
  chosen: string | number | null;
  chosenSource: string;
  rejected: string | number | null;
  rejectedSource: string;
  rule: string;
}

import type { Correction } from '../../schemas/corrections.ts';

export interface FileAccount {
  rows_read: number;
  rows_used: number;
  rows_merged: number;
  rows_excluded: number;
  excluded_by_reason: Record<string, number>;
}

export class FileLedger {
  private readonly marks: (Disposition | undefined)[];
  constructor(
    readonly file: string,
    readonly rowsRead: number,
  ) {
    this.marks = new Array(rowsRead);
  }
  /** Row numbers are the 1-based record numbers from csv.ts (or array positions + 1 for JSON sources). */
  used(row: number): void {
    this.set(row, { kind: 'used' });
  }
  merged(row: number): void {
    this.set(row, { kind: 'merged' });
  }
  excluded(row: number, reason: string): void {
    this.set(row, { kind: 'excluded', reason });
  }
  disposition(row: number): Disposition | undefined {
    return this.marks[row - 1];
  }
  private set(row: number, d: Disposition): void {
    if (row < 1 || row > this.rowsRead) throw new Error(`${this.file}: row ${row} is out of range 1..${this.rowsRead}`);
    this.marks[row - 1] = d;
  }
  unaccounted(): number[] {
    const missing: number[] = [];
    // A plain loop: forEach would skip the array's holes, which are exactly the unmarked rows.
    for (let i = 0; i < this.rowsRead; i++) if (this.marks[i] === undefined) missing.push(i + 1);
    return missing;
  }
  account(): FileAccount {
    const byReason: Record<string, number> = {};
    let used = 0;
    let merged = 0;
    let excluded = 0;
    for (const m of this.marks) {
      if (!m) continue;
      if (m.kind === 'used') used++;
      else if (m.kind === 'merged') merged++;
      else {
        excluded++;
        byReason[m.reason] = (byReason[m.reason] ?? 0) + 1;
      }
    }
    const sorted = Object.fromEntries(Object.entries(byReason).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return {
      rows_read: this.rowsRead,
      rows_used: used,
      rows_merged: merged,
      rows_excluded: excluded,
      excluded_by_reason: sorted,
    };
  }
}

/** One correction per record and field (the index key, and the published order). */
const fieldKey = (c: Correction) => `${c.record}\u0000${c.field}`;

export class Ledger {
  private readonly files = new Map<string, FileLedger>();
  readonly conflicts: Conflict[] = [];
  private readonly corrected: Correction[] = [];
  // Indexes of the corrections (record and field; record and source): a House table of 5,000 certified entries asks
  // after each one whether it corrected anything, and scanning (or sorting) the list each time took most of a minute.
  private readonly correctedFields = new Set<string>();
  private readonly correctedBySource = new Set<string>();

  open(file: string, rowsRead: number): FileLedger {
    const existing = this.files.get(file);
    if (existing) return existing;
    const ledger = new FileLedger(file, rowsRead);
    this.files.set(file, ledger);
    return ledger;
  }
  conflict(c: Conflict): void {
    this.conflicts.push(c);
  }
  /** A curated correction applied to a published record (served at /api/corrections); the record's notes name it. */
  correction(c: Correction): void {
    // One correction per record and field: fusion lines of one candidate apply the same fix twice.
    if (this.correctedFields.has(fieldKey(c))) return;
    this.index(c);
    this.corrected.push(c);
  }
  /** A record whose id a later stage changes (Louisiana's November round): its corrections follow it. */
  renameRecord(from: string, to: string): void {
    if (!this.corrected.some((c) => c.record === from)) return;
    for (const c of this.corrected) if (c.record === from) c.record = to;
    this.correctedFields.clear();
    this.correctedBySource.clear();
    for (const c of this.corrected) this.index(c);
  }
  private index(c: Correction): void {
    this.correctedFields.add(fieldKey(c));
    this.correctedBySource.add(`${c.record}\u0000${c.source}`);
  }
  /** Whether the record has a correction citing this source. */
  corrects(record: string, source: string): boolean {
    return this.correctedBySource.has(`${record}\u0000${source}`);
  }
  /** Every correction, in a stable order (record, then field) whatever order the builders ran in. */
  corrections(): Correction[] {
    return [...this.corrected].sort((a, b) => (fieldKey(a) < fieldKey(b) ? -1 : fieldKey(a) > fieldKey(b) ? 1 : 0));
  }
  /** Throws naming the file and the first rows nobody accounted for. */
  assertComplete(): void {
    for (const ledger of this.files.values()) {
      const missing = ledger.unaccounted();
      if (missing.length) {
        throw new Error(
          `${ledger.file}: ${missing.length} rows not accounted for (first: rows ${missing.slice(0, 5).join(', ')})`,
        );
      }
    }
  }
  accounts(): Record<string, FileAccount> {
    const names = [...this.files.keys()].sort();
    return Object.fromEntries(names.map((n) => [n, this.files.get(n)!.account()]));
  }
}

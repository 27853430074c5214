import { isTrue } from '../core/csv.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

/** "11/8/16" -> "2016-11-08" (FiveThirtyEight writes two-digit years; its data start in 1976). */
function parseShortDate(raw: string): string | null {
  const m = raw.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!m) return null;
  const yy = Number(m[3]);
  const year = m[3]!.length === 4 ? yy : yy >= 70 ? 1900 + yy : 2000 + yy;
  return `${year}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

export interface RaceMeta {
  row: number;
  id: string;
  type: string;
  state: string;
  cycle: number;
  stage: string;
  special: boolean;
  date: string | null;
}

/**
 * FiveThirtyEight's races table, read for election dates. A row is "used" when a published race took its date;
 * at the end every other row is excluded with the reason it was not needed.
 */
export class FteRaceDates {
  private readonly byId = new Map<string, RaceMeta>();
  private readonly ledger: FileLedger;
  constructor(
    reader: SourceReader,
    readonly file: string,
    ledger: Ledger,
  ) {
    const table = readCsv(reader, file);
    this.ledger = ledger.open(file, table.rows.length);
    for (const row of table.rows) {
      const meta: RaceMeta = {
        row: row.row,
        id: row.get('id').trim(),
        type: row.get('type').trim(),
        state: row.get('state_abbrev').trim(),
        cycle: Number(row.get('cycle')),
        stage: row.get('stage').trim(),
        special: isTrue(row.get('special')),
        date: parseShortDate(row.get('date')),
      };
      this.byId.set(meta.id, meta);
    }
  }
  /** The date of a FiveThirtyEight race id; marks the row used when it has one. */
  dateOf(raceId: string): string | null {
    const meta = this.byId.get(raceId);
    if (!meta?.date) return null;
    this.ledger.used(meta.row);
    return meta.date;
  }
  /** Marks every row no published race took a date from; outOfScope names why a row's race is not published. */
  finish(outOfScope: (m: RaceMeta) => string | null): void {
    for (const meta of this.byId.values()) {
      if (this.ledger.disposition(meta.row)) continue;
      const reason = outOfScope(meta);
      if (reason) this.ledger.excluded(meta.row, reason);
      else if (!meta.date) this.ledger.excluded(meta.row, 'race metadata without a date: nothing to take');
      else
        this.ledger.excluded(
          meta.row,
          'race metadata not needed: the published race took its date from election law or another row',
        );
    }
  }
}

/**
 * When each polled 2026 race's general-election pairing was settled, from us-elections-2026's primary calendars
 * (races/us-elections-2026/*_primaries_2026-08-07.json, one row per primary event) plus the curated supplement
 * build/curated/2026-nominations.json. A poll whose fieldwork began before that date is hypothetical.
 * Row unit: one entry of the file's `rows` array.
 */
import supplement from '../../curated/2026-nominations.json' with { type: 'json' };
import { compareStrings } from '../../schemas/common.ts';
import type { Ledger } from '../core/ledger.ts';
import { FILES_2026, raceIdOf, SOURCE_IDS_2026 } from './common.ts';
import type { SourceReader } from '../core/sources.ts';

export interface Nomination {
  raceId: string;
  date: string;
  /** Where the date comes from, in words, for poll notes. */
  from: string;
}

interface PrimaryRow {
  state: string;
  event: string;
  date: string;
  status: string;
}

/** "조건부" (conditional): a runoff held only if an earlier round had no majority; it does not settle anything. */
const CONDITIONAL = '조건부';

export function readNominations(reader: SourceReader, ledger: Ledger, polled: Set<string>): Map<string, Nomination> {
  const out = new Map<string, Nomination>();
  for (const [file, source, office] of [
    [FILES_2026.senatePrimaries, SOURCE_IDS_2026.senatePrimaries, 'senate'],
    [FILES_2026.governorPrimaries, SOURCE_IDS_2026.governorPrimaries, 'governor'],
  ] as const) {
    const rows = (JSON.parse(reader.text(file)) as { rows: PrimaryRow[] }).rows;
    const fileLedger = ledger.open(file, rows.length);
    const byRace = new Map<string, { row: number; r: PrimaryRow }[]>();
    rows.forEach((r, i) => {
      const where = `${file}: row ${i + 1}`;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date ?? ''))
        throw new Error(`${where}, field "date": expected YYYY-MM-DD, got "${r.date}"`);
      if (!/^[A-Z]{2}$/.test(r.state ?? '')) throw new Error(`${where}, field "state": "${r.state}"`);
      if (r.status === CONDITIONAL) {
        fileLedger.excluded(
          i + 1,
          'conditional runoff (held only if the earlier round had no majority): it settles no nomination',
        );
        return;
      }
      const raceId = raceIdOf(r.state, office);
      byRace.set(raceId, [...(byRace.get(raceId) ?? []), { row: i + 1, r }]);
    });
    for (const [raceId, events] of byRace) {
      if (!polled.has(raceId)) {
        for (const e of events)
          fileLedger.excluded(
            e.row,
            'no poll of this race in the data (nomination dates only tag pre-nomination polls)',
          );
        continue;
      }
      // The last event decides: e.g. Georgia's June 16 runoff after its May 19 primary.
      const ordered = [...events].sort((a, b) => compareStrings(b.r.date, a.r.date) || a.row - b.row);
      const last = ordered[0]!;
      fileLedger.used(last.row);
      for (const e of ordered.slice(1)) fileLedger.merged(e.row);
      out.set(raceId, { raceId, date: last.r.date, from: `${source}, row ${last.row}` });
    }
  }
  for (const [raceId, s] of Object.entries(supplement.supplement)) {
    if (out.has(raceId))
      throw new Error(
        `build/curated/2026-nominations.json: ${raceId} is also in the primaries files; remove the supplement entry`,
      );
    out.set(raceId, { raceId, date: s.date, from: `build/curated/2026-nominations.json (${s.event})` });
  }
  return out;
}

/**
 * Readers for the 2026 race files (races/SOURCES.md): the derived race index (one row per race, 71), the
 * midterms-pulse Senate extract (Wikipedia, 2026-10-09; row unit: one `races` entry) and us-elections-2026's
 * candidate profiles (row unit: one `candidates` entry). They only parse and validate; races.ts decides.
 */
import { STATE_CODES } from '../../schemas/common.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { FILES_2026, raceIdOf } from './common.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

export interface IndexRow {
  row: number;
  raceId: string;
  state: string;
  office: 'senate' | 'governor';
  special: boolean;
  seatClass: number | null;
  incumbent: string;
  incumbentStatus: string;
  nomineeDem: string;
  nomineeRep: string;
  nomineeSource: string;
}

export interface PulseRace {
  row: number;
  state: string;
  special: boolean;
  system: string;
  open: boolean;
  incumbents: { name: string; party: string | null; status: string }[];
  candidates: string[];
}

export interface CandidateRow {
  row: number;
  state: string;
  party: string;
  name: string;
  status: string;
}

const isState = (s: string) => (STATE_CODES as readonly string[]).includes(s);

export function readRaceIndex(reader: SourceReader, ledger: Ledger): { rows: IndexRow[]; ledger: FileLedger } {
  const table = readCsv(reader, FILES_2026.racesIndex);
  const fileLedger = ledger.open(FILES_2026.racesIndex, table.rows.length);
  const rows = table.rows.map((r): IndexRow => {
    const where = `${FILES_2026.racesIndex}: row ${r.row}`;
    const state = r.get('state').trim();
    const office = r.get('office').trim();
    if (!isState(state)) throw new Error(`${where}, field "state": unknown state "${state}"`);
    if (office !== 'senate' && office !== 'governor') throw new Error(`${where}, field "office": "${office}"`);
    const raceId = r.get('race_id_suggestion').trim();
    if (raceId !== raceIdOf(state, office))
      throw new Error(`${where}, field "race_id_suggestion": "${raceId}" is not ${raceIdOf(state, office)}`);
    const seat = r.get('seat_class').trim();
    if (seat !== '' && !/^[123]$/.test(seat)) throw new Error(`${where}, field "seat_class": "${seat}"`);
    return {
      row: r.row,
      raceId,
      state,
      office,
      special: r.get('special').trim() === 'true',
      seatClass: seat === '' ? null : Number(seat),
      incumbent: r.get('incumbent').trim(),
      incumbentStatus: r.get('incumbent_status').trim(),
      nomineeDem: r.get('nominee_dem').trim(),
      nomineeRep: r.get('nominee_rep').trim(),
      nomineeSource: r.get('nominee_source').trim(),
    };
  });
  return { rows, ledger: fileLedger };
}

interface PulseFile {
  anomalies?: string[];
  retrieved?: string;
  races: Record<
    string,
    {
      state: string;
      chamber: string;
      special: boolean;
      system: string;
      open: boolean;
      incumbents: { name: string; party: string | null; status: string }[];
      candidates: string[];
    }
  >;
}

export function readPulseRaces(
  reader: SourceReader,
  ledger: Ledger,
): { races: PulseRace[]; anomalies: string[]; ledger: FileLedger } {
  const data = JSON.parse(reader.text(FILES_2026.pulseRaces)) as PulseFile;
  const entries = Object.entries(data.races);
  const fileLedger = ledger.open(FILES_2026.pulseRaces, entries.length);
  const races = entries.map(([key, v], i): PulseRace => {
    const where = `${FILES_2026.pulseRaces}: row ${i + 1} (${key})`;
    if (v.chamber !== 'senate' || key !== `senate:${v.state}` || !isState(v.state))
      throw new Error(`${where}, field "state": not a Senate race entry`);
    if (!Array.isArray(v.incumbents) || v.incumbents.length !== 1)
      throw new Error(`${where}, field "incumbents": expected exactly one incumbent`);
    return {
      row: i + 1,
      state: v.state,
      special: v.special === true,
      system: v.system,
      open: v.open === true,
      incumbents: v.incumbents,
      candidates: v.candidates ?? [],
    };
  });
  return { races, anomalies: data.anomalies ?? [], ledger: fileLedger };
}

export function readCandidates(
  reader: SourceReader,
  ledger: Ledger,
): { rows: CandidateRow[]; asOf: string; ledger: FileLedger } {
  const data = JSON.parse(reader.text(FILES_2026.candidates)) as {
    as_of: string;
    candidates: { state: string; party: string; name: string; status: string }[];
  };
  const fileLedger = ledger.open(FILES_2026.candidates, data.candidates.length);
  const rows = data.candidates.map((c, i): CandidateRow => {
    const where = `${FILES_2026.candidates}: row ${i + 1}`;
    if (!isState(c.state)) throw new Error(`${where}, field "state": "${c.state}"`);
    if (c.party !== 'D' && c.party !== 'R') throw new Error(`${where}, field "party": "${c.party}"`);
    if (!c.name?.trim()) throw new Error(`${where}, field "name": blank`);
    return { row: i + 1, state: c.state, party: c.party, name: c.name.trim(), status: c.status };
  });
  return { rows, asOf: data.as_of, ledger: fileLedger };
}

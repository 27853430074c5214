import type { StateCode } from '../../schemas/common.ts';

/**
 * One MEDSL House row as the House ingest reads it; in a module of its own so that build.ts and louisiana.ts
 * (which splits Louisiana's rows into rounds) do not import each other.
 */
export interface HouseRow {
  row: number;
  year: number;
  state: StateCode;
  district: number;
  special: boolean;
  runoff: boolean;
  raw: string;
  party: string;
  writeIn: boolean;
  votes: number;
}

/** Reading and writing race snapshots and the refresh index; a bad or unreadable blob is treated as absent. */
import { z } from 'zod';
import type { JsonStore } from './store.ts';
import { StoredRaceSchema, type StoredRace } from './snapshot.ts';

export const raceKey = (raceId: string) => `races/${raceId}`;
export const INDEX_KEY = 'refresh-index';

/** Race id -> when its refresh was last attempted: the scheduled refresh starts with the stalest. */
const IndexSchema = z.record(z.string(), z.string());
export type RefreshIndex = z.infer<typeof IndexSchema>;

async function read<T>(store: JsonStore, key: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const value = await store.get(key, { type: 'json' });
    if (value === null || value === undefined) return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    console.error(`prediction markets: ignoring stored ${key}: ${parsed.error.issues[0]?.message}`);
  } catch (error) {
    console.error(`prediction markets: cannot read ${key}: ${(error as Error).message}`);
  }
  return null;
}

/**
 * Writes what the schema accepts, nothing else (a value that could not be read back must not replace one that
 * can); a failed write is logged, never fatal (the answer is still served from memory).
 */
async function write<T>(store: JsonStore, key: string, value: T, schema: z.ZodType<T>): Promise<boolean> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.error(`prediction markets: not storing an invalid ${key}: ${parsed.error.issues[0]?.message}`);
    return false;
  }
  try {
    await store.setJSON(key, value);
    return true;
  } catch (error) {
    console.error(`prediction markets: cannot write ${key}: ${(error as Error).message}`);
    return false;
  }
}

export const readRace = (store: JsonStore, raceId: string) => read(store, raceKey(raceId), StoredRaceSchema);
export const writeRace = (store: JsonStore, race: StoredRace) =>
  write(store, raceKey(race.raceId), race, StoredRaceSchema);
export const readIndex = async (store: JsonStore) => (await read(store, INDEX_KEY, IndexSchema)) ?? {};
export const writeIndex = (store: JsonStore, index: RefreshIndex) => write(store, INDEX_KEY, index, IndexSchema);

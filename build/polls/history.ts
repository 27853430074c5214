/**
 * The poll history of one cycle for the poll-history function: read on first use from data/poll-history-{year}.json
 * deployed beside it (catalog/deployed.ts, which says why it is not validated again). Only the
 * year asked for is read: the 25 cycles hold about 9 MB of polls, a state's list of one year needs one file.
 */
import { readDeployedJson } from '../catalog/deployed.ts';
import { POLL_HISTORY_YEARS, type PollHistory } from '../schemas/poll-history.ts';

const fileOf = (year: number) => `poll-history-${year}.json`;

/** Every cycle's file: the function answers any year, so all of them are deployed with it (none is bundled). */
export const POLL_HISTORY_DATA_FILES = POLL_HISTORY_YEARS.map(fileOf);

const cached = new Map<number, PollHistory[]>();

/** The polls of one cycle of the data (a year of POLL_HISTORY_YEARS), read once per instance. */
export function pollHistoryOfYear(year: number, read: (file: string) => unknown = readDeployedJson): PollHistory[] {
  let polls = cached.get(year);
  if (!polls) {
    const file = fileOf(year);
    polls = read(file) as PollHistory[];
    cached.set(year, polls);
  }
  return polls;
}

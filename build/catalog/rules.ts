/**
 * Rules over records that a schema cannot express: keys, references between files, and arithmetic that must hold
 * within and across records. Each is a pure function returning problems; the catalog says where each applies.
 */
import type { Problem } from './problems.ts';
import { describeRecord } from './problems.ts';

/** A record rule: checks one record of a file (its position is for the message). */
export type RecordRule<T> = (record: T, at: { file: string; record: string }) => Problem[];

/** Any file's records, by file name (the catalog's view of data/ before it is assembled into a Dataset). */
export type DataFiles = Record<string, unknown[]>;

/** A cross-record rule: checks records of one or more files together (sums, agreements between files). */
export interface CrossRule {
  name: string;
  files: string[];
  check: (files: DataFiles) => Problem[];
}

const value = (record: unknown, field: string) => (record as Record<string, unknown>)[field];

/** Every key (one or more fields) names one record only; a second record with the same key is a problem. */
export function uniqueKey(file: string, records: unknown[], fields: string[]): Problem[] {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  records.forEach((r, i) => {
    const key = JSON.stringify(fields.map((f) => value(r, f)));
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else
      problems.push({
        file,
        record: describeRecord(r, i),
        field: fields.join('+'),
        message: `duplicate key ${fields.map((f) => `${f}=${JSON.stringify(value(r, f))}`).join(', ')}, already used by record ${first}`,
      });
  });
  return problems;
}

/** Every value of a field (or each of an array field) exists in the referenced file's field; `also` values are allowed. */
export function foreignKey(
  file: string,
  records: unknown[],
  field: string,
  target: { file: string; records: unknown[]; field: string },
  also: unknown[] = [],
): Problem[] {
  const known = new Set([...target.records.map((r) => value(r, target.field)), ...also]);
  const problems: Problem[] = [];
  records.forEach((r, i) => {
    const v = value(r, field);
    if (v === null || v === undefined) return;
    for (const x of Array.isArray(v) ? v : [v]) {
      if (!known.has(x))
        problems.push({
          file,
          record: describeRecord(r, i),
          field,
          message: `${JSON.stringify(x)} is not a ${target.field} in ${target.file}`,
        });
    }
  });
  return problems;
}

interface Counted {
  total_votes: number | null;
  unattributed_votes: number | null;
  candidates: { name: string; votes: number | null; pct: number | null }[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Votes add up: the candidates' votes plus the unattributed votes are total_votes, and each pct is its votes as a
 * share of total_votes (to the published 3 decimals). A race whose votes were not counted (total null) is exempt; in a
 * race where some candidate has a share but no count, the counts present must not exceed the total.
 */
export const votesAddUp: RecordRule<Counted> = (r, at) => {
  if (r.total_votes === null) return [];
  const problems: Problem[] = [];
  const counted = r.candidates.reduce((s, c) => s + (c.votes ?? 0), 0) + (r.unattributed_votes ?? 0);
  // A candidate with a published share but no count (votes null: older governor races) leaves part of the total
  // unaccounted for; the counts present must then not exceed the total.
  const partial = r.candidates.some((c) => c.votes === null && c.pct !== null);
  if (partial ? counted > r.total_votes : counted !== r.total_votes) {
    problems.push({
      ...at,
      field: 'total_votes',
      message: `${r.total_votes}, but the candidates' votes plus unattributed_votes add up to ${counted}`,
    });
  }
  r.candidates.forEach((c, i) => {
    if (c.votes === null || c.pct === null || r.total_votes === 0) return;
    const expected = round3((100 * c.votes) / r.total_votes!);
    if (Math.abs(expected - c.pct) > 0.0011)
      problems.push({
        ...at,
        field: `candidates.${i}.pct`,
        message: `${c.pct} for ${c.name}, but ${c.votes} of ${r.total_votes} votes is ${expected}`,
      });
  });
  return problems;
};

/** Runs a record rule over every record of a file. */
export function eachRecord<T>(file: string, records: T[], rule: RecordRule<T>): Problem[] {
  return records.flatMap((r, i) => rule(r, { file, record: describeRecord(r, i) }));
}

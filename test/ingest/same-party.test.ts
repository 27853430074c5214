/**
 * One nominee per major party (issue 18): the check catches a misfiled row (1986 CA-9 with CA-19's Democrat),
 * skips all-party formats, and fails on a listed exception whose contest no longer has two of a party.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOneNomineePerParty, isAllPartyFormat } from '../../build/ingest/core/same-party.ts';
import { RaceSchema } from '../../build/schemas/results.ts';

const data = resolve(__dirname, '../../data');
const read = (f: string) => RaceSchema.array().parse(JSON.parse(readFileSync(join(data, f), 'utf8')));
const races = [...read('house.json'), ...read('senate.json')];
const race = (id: string) => races.find((r) => r.id === id)!;

describe('one nominee per major party', () => {
  it('passes on the published House and Senate records', () => {
    expect(checkOneNomineePerParty(races)).toMatchObject({ passed: true });
  });
  it('regression: 1986 CA-9 with Norris filed back in it fails the check', () => {
    const ca9 = race('house-1986-ca-09-general');
    const norris = { ...ca9.candidates[0]!, name: 'Wayne B. Norris', votes: 45_619 };
    const misfiled = { ...ca9, candidates: [...ca9.candidates, norris] };
    const result = checkOneNomineePerParty([misfiled]);
    expect(result.passed).toBe(false);
    expect(result.details[0]).toMatch(/house-1986-ca-09-general: two or more democrat/);
  });
  it('skips all-party formats: California 2012 top-two, Alaska 2022 top-four, Louisiana', () => {
    expect(isAllPartyFormat(race('house-2012-ca-15-general'))).toBe(true);
    expect(isAllPartyFormat(race('house-2022-ak-00-general'))).toBe(true);
    expect(isAllPartyFormat(race('house-1990-la-02-general'))).toBe(true);
    expect(isAllPartyFormat(race('house-1986-ca-09-general'))).toBe(false);
  });
  it('a listed exception whose contest has one per party fails the check', () => {
    const stale = new Map([['house-1986-ca-09-general', 'test']]);
    expect(checkOneNomineePerParty([race('house-1986-ca-09-general')], stale).details[0]).toMatch(/no longer has two/);
  });
});

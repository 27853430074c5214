/**
 * A party label that says write-in makes the line a write-in (issue 18): the rule, and MEDSL's House 2020 lines whose
 * write-in column said FALSE (Arizona's and Maryland's party-labelled write-ins, Florida's "WRITE-IN" lines).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelSaysWriteIn } from '../../build/ingest/core/parties.ts';
import { checkWriteInLabels } from '../../build/ingest/core/write-in-labels.ts';
import { CITED_WRITE_INS } from '../../build/ingest/core/write-in-lines.ts';
import { RaceSchema, type Race } from '../../build/schemas/results.ts';

const house = RaceSchema.array().parse(
  JSON.parse(readFileSync(join(resolve(__dirname, '../../data'), 'house.json'), 'utf8')),
);
const senate = RaceSchema.array().parse(
  JSON.parse(readFileSync(join(resolve(__dirname, '../../data'), 'senate.json'), 'utf8')),
);
const race = (id: string) => [...house, ...senate].find((r) => r.id === id)!;
const line = (id: string, name: string) => race(id).candidates.find((c) => c.name === name)!;

describe('write-in labels: the rule', () => {
  it('reads write-in from the label, with or without a party, and nothing else', () => {
    for (const label of ['WRITE-IN', 'Write-in', 'WRITE IN', 'WRITE-IN (DEMOCRATIC)', 'W/I', '(W/I)', 'WRITE-INS'])
      expect(labelSaysWriteIn(label), label).toBe(true);
    for (const label of ['DEMOCRAT', 'INDEPENDENT', 'WRITERS PARTY', ''])
      expect(labelSaysWriteIn(label), label).toBe(false);
  });

  it('the check fails on a write-in-labelled line not flagged (FIXTURE record, never served)', () => {
    const fixture = {
      id: 'fixture-house',
      candidates: [{ name: 'A Writer', party_label: 'WRITE-IN (REPUBLICAN)', write_in: false }],
    } as unknown as Race;
    const result = checkWriteInLabels([fixture], []);
    expect(result.passed).toBe(false);
    expect(result.details).toEqual(['fixture-house: A Writer (WRITE-IN (REPUBLICAN)) is not flagged write_in']);
  });
});

describe('write-in labels: the real data', () => {
  it('every write-in-labelled House line is flagged', () => {
    expect(checkWriteInLabels(house, []).passed).toBe(true);
  });

  it("Arizona's party-labelled write-ins are write-ins, not a second Republican or Democratic nominee", () => {
    expect(line('house-2020-az-04-general', 'Miko Jones')).toMatchObject({ party: 'democrat', write_in: true });
    expect(line('house-2020-az-05-general', 'Karen Stephens')).toMatchObject({ party: 'republican', write_in: true });
  });

  it('a nominee facing only write-ins is unopposed on the ballot: 2020 FL-2 (Dunn; Kim O\u2019Connor wrote in)', () => {
    expect(line('house-2020-fl-02-general', "Kim O'Connor").write_in).toBe(true);
    expect(race('house-2020-fl-02-general').unopposed).toBe(true);
  });

  it('lines a cited page prints as write-ins are write-ins: 2004 MD-8 Lih Young, 2010 WI Senate Pagels (the Clerk)', () => {
    expect(line('house-2004-md-08-general', 'Lih Young')).toMatchObject({ party: 'democrat', write_in: true });
    expect(line('senate-2010-wi-class3-general', 'Ernest J. Pagels Jr.')).toMatchObject({ write_in: true });
    expect(checkWriteInLabels([...house, ...senate]).passed).toBe(true);
    // An entry whose line is not served as a write-in fails: here, the Senate records left out.
    expect(checkWriteInLabels(house, CITED_WRITE_INS).details).toEqual([
      'curated/write-in-lines.json: 2010 WI ERNEST J. PAGELS, JR. is not served as a write-in',
    ]);
  });
});

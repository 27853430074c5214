/**
 * Issue 18: a curated certified figure that stops being the served one fails the ingest. The pure check on real
 * entries (2018 WV Senate, 2022 MO Senate, 2018 MS special runoff), and the committed data that the last ingest
 * served them and certified the records.
 */
import { describe, expect, it } from 'vitest';
import certifiedCounts from '../../build/curated/certified-counts.json' with { type: 'json' };
import {
  candidatesNotCertified,
  checkCertifiedFiguresServed,
  type CuratedFigures,
  type ServedFigures,
} from '../../build/ingest/core/certified-check.ts';
import { corrections, governor, report, senate } from '../helpers/committed-data.ts';

const entry = (record: string): CuratedFigures => {
  const e = certifiedCounts.races.find((r) => r.record === record)!;
  return {
    table: 'certified-counts.json',
    record,
    candidates: e.candidates as Record<string, number>,
    total: (e as { total_votes?: number }).total_votes ?? null,
  };
};
const served = (record: string): ServedFigures => senate.find((r) => r.id === record)!;
const wv = 'senate-2018-wv-class1-general';
const mo = 'senate-2022-mo-class3-general';
const ms = 'senate-2018-ms-class2-special-runoff';

describe('curated certified figures stay the served ones', () => {
  it('passes on the served records', () => {
    const result = checkCertifiedFiguresServed(
      [entry(wv), entry(mo), entry(ms)],
      new Map([wv, mo, ms].map((id) => [id, served(id)])),
    );
    expect(result.passed).toBe(true);
  });

  it("fails when a later stage serves another count (MEDSL's pre-certification Manchin 288,808)", () => {
    const stale = {
      ...served(wv),
      candidates: served(wv).candidates.map((c) => (c.name === 'Joe Manchin' ? { ...c, votes: 288808 } : c)),
    };
    const result = checkCertifiedFiguresServed([entry(wv)], new Map([[wv, stale]]));
    expect(result.passed).toBe(false);
    expect(result.details[0]).toContain('Joe Manchin 288808, certified 290510');
  });

  it('fails on a total that differs from the certified one, a renamed candidate or a missing record', () => {
    const total = checkCertifiedFiguresServed([entry(mo)], new Map([[mo, { ...served(mo), total_votes: 2069089 }]]));
    expect(total.details[0]).toContain('total_votes 2069089, certified 2069130');
    const renamed = {
      ...served(ms),
      candidates: served(ms).candidates.map((c) => (c.name === 'Mike Espy' ? { ...c, name: 'Espy' } : c)),
    };
    expect(checkCertifiedFiguresServed([entry(ms)], new Map([[ms, renamed]])).details[0]).toContain(
      'no candidate "Mike Espy"',
    );
    expect(checkCertifiedFiguresServed([entry(ms)], new Map()).passed).toBe(false);
  });

  it('the committed ingest ran the check over every entry, and the records it covers are certified', () => {
    const check = report.checks.find((c) => c.name.startsWith('every curated certified figure'))!;
    expect(check.passed).toBe(true);
    for (const id of [wv, mo, ms])
      expect(served(id) && senate.find((r) => r.id === id)!.verification.status).toBe('certified');
    // 2018 WV was corrected to the certified counts, listed at /api/corrections; 2018 MS and 2022 MO needed nothing.
    expect(corrections.filter((c) => c.record === wv).map((c) => [c.field, c.old, c.new])).toEqual(
      expect.arrayContaining([
        ['candidates[Joe Manchin].votes', 288808, 290510],
        ['candidates[Patrick Morrisey].votes', 269872, 271113],
      ]),
    );
    expect(corrections.some((c) => c.record === mo || c.record === ms)).toBe(false);
    expect(senate.find((r) => r.id === mo)!.total_votes).toBe(2069130);
  });
});

describe('Senate and governor 2022-2024 contests certified from cited pages (issue 18)', () => {
  const gov = (id: string) => governor.find((r) => r.id === id)!;
  const votes = (r: { candidates: { name: string; votes: number | null }[] }, name: string) =>
    r.candidates.find((c) => c.name === name)?.votes;

  it("2022 CA governor: FiveThirtyEight had the AP's last unofficial count; the certified Newsom 6,470,104 and Dahle 4,462,914 are served", () => {
    const ca = gov('governor-2022-ca-general');
    expect([votes(ca, 'Gavin Newsom'), votes(ca, 'Brian Dahle'), ca.total_votes]).toEqual([6470104, 4462914, 10933018]);
    expect(ca.verification.status).toBe('certified');
    expect(
      corrections.some(
        (c) =>
          c.record === ca.id && c.field === 'candidates[Gavin Newsom].votes' && c.old === 6470099 && c.new === 6470104,
      ),
    ).toBe(true);
  });

  it("2022 CT governor: Lamont's two ballot lines, 710,186 certified (709,147 served before), and the total with them", () => {
    const ct = gov('governor-2022-ct-general');
    expect([votes(ct, 'Edward Lamont'), votes(ct, 'Robert Stefanowski'), ct.total_votes]).toEqual([
      710186, 546209, 1268893,
    ]);
    expect(ct.verification.status).toBe('certified');
  });

  it('contests whose served figures equal the certified ones are certified with no correction, and say so', () => {
    const al = gov('governor-2022-al-general');
    expect([al.total_votes, al.unattributed_votes, al.verification.status]).toEqual([1415283, 9432, 'certified']);
    expect(corrections.some((c) => c.record === al.id)).toBe(false);
    expect(al.notes.at(-1)).toMatch(/^Checked against certified counts/);
    const pa = senate.find((r) => r.id === 'senate-2022-pa-class3-general')!;
    expect([votes(pa, 'John Fetterman'), pa.verification.status]).toEqual([2751012, 'certified']);
    expect(pa.notes.some((n) => n.startsWith('Checked against the certified count'))).toBe(true);
  });
});

describe('a certified count that gives only some candidates says so (issue 18: certified means what it covers)', () => {
  it('names the served candidates no entry counts (2022 GA Senate: the page gave the nominees, not Chase Oliver)', () => {
    const ga = 'senate-2022-ga-class3-general';
    const missing = candidatesNotCertified([entry(ga)], new Map([[ga, served(ga)]]));
    expect(missing.get(ga)).toEqual({ candidates: ['Chase Oliver'], unattributed: 0 });
    expect(candidatesNotCertified([entry(ms)], new Map([[ms, served(ms)]])).has(ms)).toBe(false);
  });

  it('the published note of such a record names them and whose figures they are', () => {
    const ga = senate.find((r) => r.id === 'senate-2022-ga-class3-general')!;
    expect(ga.verification.status).toBe('certified');
    expect(ga.verification.note).toContain('gives every figure but the votes of Chase Oliver, which are fte-senate');
    const fully = senate.find((r) => r.id === ms)!;
    expect(fully.verification.note).toMatch(/^Figures equal a certified count/);
  });

  it("says when the total is the source's (1976 NC governor: the page gave the nominees, not the minor lines)", () => {
    const nc = governor.find((r) => r.id === 'governor-1976-nc-general')!;
    expect(nc.verification.status).toBe('certified');
    expect(nc.unattributed_votes).toBe(18419);
    expect(nc.verification.note).toContain('gives every figure but the total (its 18,419 unattributed votes)');
  });
});

/**
 * Issue 18, House 1976-1992: the Gelman-King House data (ICPSR 6311, compiled by CQ from the state returns) as an
 * independent second look. Regression tests on the committed data/ and table, and the curating tool's rules on rows
 * of the real files (build/curated/tools/gelman-king-house).
 */
import { describe, expect, it } from 'vitest';
import table from '../../build/curated/house-gelman-king.json' with { type: 'json' };
import { matchYear, type HouseRecord } from '../../build/curated/tools/gelman-king-house/match.ts';
import { parseExceptions, parseYearFile } from '../../build/curated/tools/gelman-king-house/parse.ts';
import { gelmanKingTally, readGelmanKingHouse } from '../../build/ingest/house/gelman-king.ts';
import { house, presidentStates } from '../helpers/committed-data.ts';

const byId = (id: string) => house.find((r) => r.id === id)!;
const entry = (id: string) => table.entries.find((e) => e.record === id);
const record = (id: string): HouseRecord => byId(id) as unknown as HouseRecord;
const EXCEPTIONS = parseExceptions('Year    State  District     Dem      Rep    Minor    Votes\n', 'excepth.asc');

describe('House 1976-1992 checked against the Gelman-King House data', () => {
  it('a contest whose D and R counts equal the file’s agrees: 1990 CT-1 (Kennelly 126,566, Garvey 50,690)', () => {
    expect(entry('house-1990-ct-01-general')).toEqual({ record: 'house-1990-ct-01-general', dem: 126566, rep: 50690 });
    const v = byId('house-1990-ct-01-general').verification;
    expect(v.status).toBe('agrees');
    expect(v.sources).toEqual(['medsl-house-1976-2024', 'gelman-king-house']);
    // The file gives no total: the note must not claim one was compared.
    expect(v.note).toContain('the total is not compared (no comparable total from gelman-king-house)');
    expect(v.note).not.toContain('and the total (within 0.5%)');
    // The same for a tally whose total its reader nulls as not comparable (Amlani-Algara, Missouri 1988).
    const mo = presidentStates.find((r) => r.year === 1988 && r.state === 'MO')!.verification;
    expect(mo.status).toBe('agrees');
    expect(mo.note).toContain('the total is not compared (no comparable total from amlani-algara-president-county)');
  });

  it('an at-large seat (the file’s district 98) is our district 0: 1990 WY (Thomas 87,078, Helling 70,977)', () => {
    expect(entry('house-1990-wy-00-general')).toMatchObject({ dem: 70977, rep: 87078 });
    expect(byId('house-1990-wy-00-general').verification.status).toBe('agrees');
    const rows = parseYearFile(' 68 98 -1   70977   87078\n', '1990.asc');
    const m = matchYear(1990, rows, EXCEPTIONS, [record('house-1990-wy-00-general')]);
    expect(m.entries).toEqual([{ record: 'house-1990-wy-00-general', dem: 70977, rep: 87078 }]);
  });

  it('a state-year whose districts are not ours is skipped whole: the 1992 file’s 13 New Jersey rows vs 1990’s 14', () => {
    const rows = parseYearFile(
      Array.from({ length: 13 }, (_, i) => ` 12 ${i + 1}  0  1000  900`).join('\n'),
      '1992.asc',
    );
    const nj1990 = house.filter((r) => r.year === 1990 && r.state === 'NJ') as unknown as HouseRecord[];
    expect(nj1990).toHaveLength(14);
    const m = matchYear(1990, rows, EXCEPTIONS, nj1990);
    expect(m.entries).toEqual([]);
    expect(m.skips).toEqual([expect.stringMatching(/^1990 NJ: the file's districts .* are not ours .* skipped$/)]);
  });

  it('an unopposed seat with no count in the file nor ours does not void the state-year: 1986 Florida', () => {
    // FL-3 (Bennett, unopposed, no count printed) is -9, -9 and not in the exceptions file; FL-1 is matched.
    expect(entry('house-1986-fl-03-general')).toBeUndefined();
    expect(byId('house-1986-fl-03-general').verification.status).toBe('single_source');
    expect(entry('house-1986-fl-01-general')).toBeDefined();
    expect(byId('house-1986-fl-01-general').verification.status).toBe('agrees');
  });

  it('a disagreement is kept and disputed, never dropped: 1988 CA-16 Panetta 177,452 (ours) vs 117,452 (G-K)', () => {
    expect(entry('house-1988-ca-16-general')).toMatchObject({ dem: 117452, rep: 48375 });
    const v = byId('house-1988-ca-16-general').verification;
    expect(v.status).toBe('disputed');
    expect(v.note).toContain('candidates[Leon E. Panetta].votes 177,452 vs 117,452');
  });

  it('1978 VA-8: the file’s Republican count (Herrity 52,396) is MEDSL’s independent’s, and is disputed', () => {
    const r = byId('house-1978-va-08-general');
    expect(r.candidates.find((c) => c.name === 'John F. Herrity')?.votes).toBe(2632);
    expect(entry(r.id)).toMatchObject({ dem: 56137, rep: 52396 });
    expect(r.verification.status).toBe('disputed');
  });

  it('skips, never guesses: exceptions, Louisiana’s open primaries, an opponent coded as a major party', () => {
    // 1990 VT: Sanders (independent) won; the election is in excepth.asc.
    expect(entry('house-1990-vt-00-general')).toBeUndefined();
    expect(table.entries.filter((e) => /^house-19(7[89]|8\d|9\d)-la-/.test(e.record))).toEqual([]);
    expect(table.entries.filter((e) => e.record.startsWith('house-1976-la-')).length).toBeGreaterThan(0);
    // 1980 VA-1: the file's Democratic 13,688 is Sharon Grant's, an independent: nothing to compare.
    const rows = parseYearFile(' 40  1 -1   13688  130130\n', '1980.asc');
    const m = matchYear(1980, rows, EXCEPTIONS, [record('house-1980-va-01-general')]);
    expect(m.entries).toEqual([]);
    expect(m.coded).toEqual([expect.stringContaining("it is Sharon D. Grant's, independent")]);
    expect(entry('house-1980-va-01-general')).toBeUndefined();
  });

  it('a -9 party is left out of the tally, a 0 is a count; malformed rows fail loudly', () => {
    const t = gelmanKingTally({ record: 'house-1990-ma-02-general', dem: 134152, rep: null }).tally;
    expect(t).toMatchObject({ source: 'gelman-king-house', scope: 'dem_rep', total: null, derivedFrom: [] });
    expect(t.candidates).toEqual([{ name: '', party: 'democrat', votes: 134152 }]);
    expect(gelmanKingTally({ record: 'x', dem: 5, rep: 0 }).tally.candidates).toHaveLength(2);
    expect(() => parseYearFile(' 1  1  1  126566\n', '1990.asc')).toThrow(/not five integers/);
    expect(readGelmanKingHouse()).toHaveLength(table.entries.length);
  });

  it('House 1976-1992: most contests agree; a close race without a second look is one the file leaves out', () => {
    const old = house.filter((r) => r.year <= 1992);
    const count = (s: string) => old.filter((r) => r.verification.status === s).length;
    expect(old).toHaveLength(3915);
    expect(count('agrees')).toBeGreaterThan(3690);
    const close = old.filter((r) => r.winner_margin !== null && r.winner_margin < 5);
    // Louisiana's open-primary years, and three in excepth.asc: 1980 NM-2 (Skeen, a write-in, won), 1980 PA-1
    // (Foglietta, an independent, won), 1982 CA-43 (Packard, a write-in Republican, against the Republican nominee).
    expect(close.filter((r) => r.verification.status === 'single_source').map((r) => r.id)).toEqual([
      'house-1978-la-04-general',
      'house-1980-nm-02-general',
      'house-1980-pa-01-general',
      'house-1982-ca-43-general',
      'house-1986-la-08-general',
      'house-1992-la-06-general',
    ]);
  });
});

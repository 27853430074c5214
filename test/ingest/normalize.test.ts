import { describe, expect, it } from 'vitest';
import { cleanRawName, displayName, nameKey } from '../../build/ingest/core/names.ts';
import { normalizeParty, principalParty } from '../../build/ingest/core/parties.ts';
import { classifyName } from '../../build/ingest/core/pseudo.ts';
import { tallyLines, shares } from '../../build/ingest/core/tally.ts';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { electionDay, isPlaceholderCount } from '../../build/ingest/core/race.ts';
import { presidentDisplayName } from '../../build/ingest/president/state-results.ts';

describe('names', () => {
  it('turns "LAST, FIRST MIDDLE SUFFIX" into the display form', () => {
    expect(displayName('BIDEN, JOSEPH R. JR')).toBe('Joseph R. Biden Jr.');
    expect(displayName('MCCAIN, JOHN')).toBe('John McCain');
    expect(displayName('BUSH, GEORGE H.W.')).toBe('George H.W. Bush');
    expect(displayName("O'ROURKE, BETO")).toBe("Beto O'Rourke");
    expect(displayName('SHEILA CHERFILUS-MCCORMICK')).toBe('Sheila Cherfilus-McCormick');
  });
  it('removes CSV escape debris and uses the quoted nickname (MEDSL doubled and backslashed quotes)', () => {
    expect(cleanRawName('BUBAR, BENJAMIN ""BEN""')).toBe('BUBAR, BENJAMIN "BEN"');
    expect(displayName('BUBAR, BENJAMIN ""BEN""')).toBe('Ben Bubar');
    expect(displayName('WILLIAM L \\"BILL\\" DICKINSON')).toBe('Bill Dickinson');
  });
  it('reads a comma before a suffix as part of "FIRST LAST, JR."', () => {
    expect(displayName('JOHN R. GIBB, JR.')).toBe('John R. Gibb Jr.');
  });
  it('adds a period to bare middle initials and keeps mixed-case names', () => {
    expect(displayName('CHARLES P JONES')).toBe('Charles P. Jones');
    expect(displayName('Kathy C. Hochul')).toBe('Kathy C. Hochul');
  });
  it('gives both name orders the same key', () => {
    expect(nameKey('STEIN, JILL')).toBe(nameKey('JILL STEIN'));
  });
  it('joins garbled presidential spellings to one display name (WA 2012 "MITT, ROMNEY", running-mate suffixes)', () => {
    expect(presidentDisplayName('MITT, ROMNEY')).toBe('Mitt Romney');
    expect(presidentDisplayName('ROMNEY, MITT')).toBe('Mitt Romney');
    expect(presidentDisplayName('CORNEL WEST / MELINA ABDULLAH')).toBe('Cornel West');
    expect(presidentDisplayName('PETER\nSONSKI')).toBe('Peter Sonski');
    expect(presidentDisplayName('BIDEN, JOSEPH R. JR')).toBe('Joe Biden');
  });
});

describe('parties', () => {
  it('maps source labels and FiveThirtyEight codes to the normalized parties', () => {
    expect(normalizeParty('DEMOCRATIC-FARMER-LABOR')).toBe('democrat');
    expect(normalizeParty('DEM')).toBe('democrat');
    expect(normalizeParty('REPUBLICAN')).toBe('republican');
    expect(normalizeParty('LIB')).toBe('libertarian');
    expect(normalizeParty('GREEN')).toBe('green');
    expect(normalizeParty('REFORM PARTY')).toBe('reform');
    expect(normalizeParty('U.S. TAXPAYERS PARTY')).toBe('constitution');
    expect(normalizeParty('BY PETITION')).toBe('independent');
    expect(normalizeParty('NON-AFFILIATED')).toBe('independent');
    expect(normalizeParty('AMERICAN INDEPENDENT')).toBe('other');
    expect(normalizeParty('INDEPENDENCE')).toBe('other');
    expect(normalizeParty('')).toBe('other');
  });
  it('gives a fusion candidate the major-party line, else a national minor party', () => {
    expect(
      principalParty([
        { party: 'other', votes: 500 },
        { party: 'democrat', votes: 100 },
      ]),
    ).toBe('democrat');
    expect(
      principalParty([
        { party: 'other', votes: 119_000 },
        { party: 'libertarian', votes: 57_000 },
      ]),
    ).toBe('libertarian');
  });
});

describe('pseudo-candidate rows', () => {
  it('separates invalid ballots, unattributed votes and candidates', () => {
    for (const n of [
      'BLANK VOTE',
      'OVER VOTE',
      'UNDERVOTES',
      'VOID',
      'TOTAL',
      'CONTINUING BALLOTS',
      'EXHAUSTED BALLOTS',
      'BLANK VOTE/SCATTERING',
    ]) {
      expect(classifyName(n), n).toBe('invalid');
    }
    for (const n of ['', 'WRITEIN', 'SCATTERING', 'OTHER', 'NONE OF THESE CANDIDATES'])
      expect(classifyName(n), n).toBe('unattributed');
    expect(classifyName('TRUMP, DONALD J.')).toBe('candidate');
  });
});

describe('tally', () => {
  it('sums fusion lines by candidate and keeps every source label (2016 NY Clinton)', () => {
    const [clinton] = tallyLines([
      { name: 'Hillary Clinton', party: 'democrat', partyLabel: 'DEMOCRAT', votes: 4_379_789, writeIn: false },
      { name: 'Hillary Clinton', party: 'other', partyLabel: 'WORKING FAMILIES', votes: 140_041, writeIn: false },
      { name: 'Hillary Clinton', party: 'other', partyLabel: "WOMEN'S EQUALITY", votes: 36_294, writeIn: false },
    ]);
    expect(clinton).toMatchObject({
      votes: 4_556_124,
      party: 'democrat',
      party_label: "DEMOCRAT / WORKING FAMILIES / WOMEN'S EQUALITY",
    });
  });
  it('computes D-R shares and margin in points, positive for a Democratic lead', () => {
    const s = shares(
      [
        { party: 'democrat', votes: 2_473_633 },
        { party: 'republican', votes: 2_461_854 },
      ],
      4_999_960,
    );
    expect(s).toEqual({ dem_pct: 49.473, rep_pct: 49.237, margin: 0.236 });
  });
});

describe('ledger', () => {
  it('accounts every row and refuses an unaccounted one', () => {
    const ledger = new Ledger();
    const f = ledger.open('x.csv', 3);
    f.used(1);
    f.merged(2);
    expect(() => ledger.assertComplete()).toThrow(/x.csv: 1 rows not accounted for \(first: rows 3\)/);
    f.excluded(3, 'because');
    ledger.assertComplete();
    expect(ledger.accounts()['x.csv']).toEqual({
      rows_read: 3,
      rows_used: 1,
      rows_merged: 1,
      rows_excluded: 1,
      excluded_by_reason: { because: 1 },
    });
  });
});

describe('dates and placeholders', () => {
  it('computes election day as the Tuesday after the first Monday of November', () => {
    expect(electionDay(2020)).toBe('2020-11-03');
    expect(electionDay(2000)).toBe('2000-11-07');
    expect(electionDay(2022)).toBe('2022-11-08');
  });
  it('recognises a placeholder count for uncounted unopposed races (1, 0 or -1 votes)', () => {
    expect(isPlaceholderCount(1, 1)).toBe(true);
    expect(isPlaceholderCount(1, -1)).toBe(true);
    expect(isPlaceholderCount(60_253, 60_253)).toBe(false);
  });
});

/**
 * Issue 10, classes 1-3 (text encoding, name parsing, party labels) and the corrections ledger: the rules on the
 * issue's examples, the checks that fail the ingest when a class reappears, and the committed data/.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import partyLabels from '../../build/curated/party-labels.json' with { type: 'json' };
import { parseCsv } from '../../build/ingest/core/csv.ts';
import { checkNameForms, checkSeatNameConsistency, nameFormProblems } from '../../build/ingest/core/name-checks.ts';
import { displayName, letterKey, nameKey } from '../../build/ingest/core/names.ts';
import { normalizeParty } from '../../build/ingest/core/parties.ts';
import { checkEncoding, encodingProblem, findEncodingProblems, repairMojibake } from '../../build/ingest/core/text.ts';
import { CorrectionSchema } from '../../build/schemas/corrections.ts';
import { RaceSchema, type Race } from '../../build/schemas/results.ts';

const DATA = resolve(__dirname, '../../data');
const read = (name: string) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));
const house = RaceSchema.array().parse(read('house.json'));
const senate = RaceSchema.array().parse(read('senate.json'));
const governor = RaceSchema.array().parse(read('governor.json'));
const corrections = CorrectionSchema.array().parse(read('corrections.json'));
const race = (races: Race[], id: string) => {
  const r = races.find((x) => x.id === id);
  if (!r) throw new Error(`no record ${id}`);
  return r;
};
const names = (r: Race) => r.candidates.map((c) => c.name);

/** What a UTF-8 file read as Latin-1 and written back as UTF-8 looks like (the 2022 MEDSL House rows). */
const mojibake = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

describe('class 1: text encoding', () => {
  it('repairs UTF-8 read as Latin-1, sequence by sequence, and leaves correct text alone', () => {
    expect(repairMojibake(mojibake('RAÚL M GRIJALVA'))).toBe('RAÚL M GRIJALVA');
    expect(repairMojibake(mojibake('TOM O’HALLERAN'))).toBe('TOM O’HALLERAN');
    expect(repairMojibake(mojibake('ERIC A “RICK” CRAWFORD'))).toBe('ERIC A “RICK” CRAWFORD');
    expect(repairMojibake('García')).toBe('García');
    expect(repairMojibake("D'Esposito")).toBe("D'Esposito");
    expect(repairMojibake('Jö 753')).toBe('Jö 753');
  });

  it('repairs at the CSV reader, so every builder sees clean text', () => {
    const table = parseCsv('fixture.csv', `candidate,party\n${mojibake('TONY CÁRDENAS')},DEMOCRAT\n`);
    expect(table.rows[0]!.get('candidate')).toBe('TONY CÁRDENAS');
  });

  it('flags mojibake, C1 control characters, replacement characters and code-page damage; not accents or curly quotes', () => {
    expect(encodingProblem(mojibake('Cárdenas'))).toMatch(/C1 control|mojibake/);
    expect(encodingProblem('Oâ€™Halleran')).toMatch(/mojibake/);
    expect(encodingProblem('EMORY \uFFFD_BO HEYWARD')).toMatch(/replacement/);
    expect(encodingProblem('POOR PEOPLEǐS CAMPAIGN')).toMatch(/code-page/);
    expect(encodingProblem('Raúl M. Grijalva')).toBeNull();
    expect(encodingProblem('Anthony D’Esposito')).toBeNull();
    expect(encodingProblem('Chuy García')).toBeNull();
  });

  it('the encoding check fails naming file, record and field', () => {
    const bad = [{ id: 'house-2022-az-07-general', candidates: [{ name: mojibake('Raúl M. Grijalva') }] }];
    expect(findEncodingProblems('data/house.json', bad)).toEqual([
      expect.objectContaining({
        file: 'data/house.json',
        record: 'house-2022-az-07-general',
        field: 'candidates[0].name',
      }),
    ]);
    const result = checkEncoding({ 'data/house.json': bad });
    expect(result.passed).toBe(false);
    expect(result.details[0]).toContain('record house-2022-az-07-general, field candidates[0].name');
    expect(
      checkEncoding({ 'data/house.json': house, 'data/senate.json': senate, 'data/governor.json': governor }).passed,
    ).toBe(true);
  });

  it("publishes the issue's 2022 examples with accents and curly quotes intact", () => {
    expect(race(house, 'house-2022-az-07-general').winner).toBe('Raúl M. Grijalva');
    expect(race(house, 'house-2022-ca-29-general').winner).toBe('Tony Cárdenas');
    expect(names(race(house, 'house-2022-az-02-general'))).toContain('Tom O’Halleran');
    expect(race(house, 'house-2022-ar-01-general').winner).toBe('Rick Crawford');
    expect(race(house, 'house-2022-il-04-general').winner).toBe('Chuy García');
    expect(race(house, 'house-2022-ny-04-general').winner).toBe('Anthony P. D’Esposito');
  });
});

describe('class 2: name parsing', () => {
  it('reads a middle "V" as an initial, and a final one as a suffix', () => {
    expect(displayName('RONALD V DELLUMS')).toBe('Ronald V. Dellums');
    expect(displayName('LUIS V GUTIERREZ')).toBe('Luis V. Gutierrez');
    expect(displayName('MICHAEL V LAWLER')).toBe('Michael V. Lawler');
    expect(displayName('GEORGE V VOINOVICH')).toBe('George V. Voinovich');
    expect(displayName('LAWLER, MICHAEL V')).toBe('Michael V. Lawler');
    expect(displayName('HAROLD V RICHARD JR')).toBe('Harold V. Richard Jr.');
    expect(displayName('DU PONT, PIERRE S. IV')).toBe('Pierre S. Du Pont IV');
  });

  it('keeps initials written as one word in capitals, and parses quoted or parenthesized nicknames', () => {
    expect(displayName('TJ COX')).toBe('TJ Cox');
    expect(displayName('JD SCHOLTEN')).toBe('JD Scholten');
    expect(displayName('ED CLARK')).toBe('Ed Clark');
    expect(displayName('JAMES T. (JIM) BROYHILL')).toBe('Jim Broyhill');
    expect(displayName('LASHONDA “LJ” HOLLOWAY')).toBe('LJ Holloway');
  });

  it('the name-form check fails on each defect', () => {
    expect(nameFormProblems('Ronald Dellums V')).not.toEqual([]);
    expect(nameFormProblems('Charles Ii Wilson')).not.toEqual([]);
    expect(nameFormProblems('Tj Cox')).not.toEqual([]);
    expect(nameFormProblems('James T. (jim) Broyhill')).not.toEqual([]);
    expect(nameFormProblems('Ronald V. Dellums')).toEqual([]);
    expect(nameFormProblems('Rudolph Yakym III')).toEqual([]);
    expect(checkNameForms([...house, ...senate, ...governor]).passed).toBe(true);
  });

  it('the seat check fails when one member is spelled two ways in consecutive elections', () => {
    const seat = (year: number, winner: string) => ({
      ...race(house, 'house-2004-tx-25-general'),
      id: `house-${year}-tx-25-general`,
      year,
      winner,
    });
    const bad = checkSeatNameConsistency([
      seat(2002, 'Lloyd Doggett'),
      seat(2004, 'Lloyd Dogett'),
      seat(2006, 'Lloyd Doggett'),
    ]);
    expect(bad.passed).toBe(false);
    expect(bad.details.join(' ')).toContain('house-2004-tx-25-general "Lloyd Dogett"');
    expect(checkSeatNameConsistency([...house, ...senate]).passed).toBe(true);
  });

  it("publishes the issue's examples and winners' names as the Biographical Directory spells them", () => {
    expect(race(house, 'house-1976-ca-08-general').winner).toBe('Ronald V. Dellums');
    expect(race(house, 'house-1992-il-04-general').winner).toBe('Luis V. Gutierrez');
    expect(race(house, 'house-2022-ny-17-general').winner).toBe('Michael V. Lawler');
    expect(race(house, 'house-2018-ca-21-general').winner).toBe('TJ Cox');
    expect(race(house, 'house-2004-tx-25-general').winner).toBe('Lloyd Doggett');
    expect(race(house, 'house-2010-nj-08-general').winner).toBe('Bill Pascrell Jr.');
    expect(race(house, 'house-2014-nj-12-general').winner).toBe('Bonnie Watson Coleman');
    expect(race(house, 'house-1988-nd-00-general').winner).toBe('Byron L. Dorgan');
    expect(race(house, 'house-1986-or-04-general').winner).toBe('Peter A. DeFazio');
    expect(race(house, 'house-2020-ca-29-general').winner).toBe('Tony Cárdenas');
    expect(race(senate, 'senate-2014-ky-class2-general').winner).toBe('Mitch McConnell');
  });

  it("records each directory fix as a correction citing the directory entry, and names it in the record's notes", () => {
    const c = corrections.find((x) => x.record === 'house-2004-tx-25-general');
    expect(c).toMatchObject({ field: 'candidates[Lloyd Doggett].name', old: 'Lloyd Dogett', new: 'Lloyd Doggett' });
    expect(c!.source).toContain('https://bioguide.congress.gov/search/bio/D000399');
    expect(race(house, 'house-2004-tx-25-general').notes.join(' ')).toContain('/api/corrections');
  });

  it('every Senate winner is a member of the directory: 1978 Wyoming (counts swapped in every source) is Simpson', () => {
    const wy = race(senate, 'senate-1978-wy-class2-general');
    expect(wy.winner).toBe('Alan Kooi Simpson');
    expect(wy.winner_party).toBe('republican');
  });
});

describe('class 3: party labels', () => {
  it("maps the issue's labels to the major party", () => {
    expect(normalizeParty('INDEPENDENT-REPUBLICAN')).toBe('republican');
    expect(normalizeParty('independent republican')).toBe('other');
    expect(normalizeParty('DEMOCRATIC-FARMER-LABOR')).toBe('democrat');
    expect(normalizeParty('DEMOCRATIC-FARM-LABOR')).toBe('democrat');
    expect(normalizeParty('REPUBLICAN, LIBERTARIAN')).toBe('republican');
    expect(normalizeParty('REPUBLICAN (NOT IDENTIFIED ON BALLOT)')).toBe('republican');
    expect(normalizeParty('DEMOCRAT (NOT IDENTIFIED ON BALLOT)')).toBe('democrat');
    expect(normalizeParty('UNAFFILIATED/REPUBLICAN')).toBe('other');
  });

  it('fails on an unmapped label, naming where it was found', () => {
    expect(() => normalizeParty('MOON PARTY', 'results/medsl/1976-2024-house.csv: row 7, field "party"')).toThrow(
      /results\/medsl\/1976-2024-house\.csv: row 7, field "party": unmapped party label "MOON PARTY"/,
    );
  });

  it("gives a reason for every entry whose party is not the label's plain meaning", () => {
    const plain = /^(DEMOCRAT|DEMOCRATIC|REPUBLICAN|LIBERTARIAN|GREEN|REFORM|CONSTITUTION|INDEPENDENT)( PARTY)?$/;
    const labels = partyLabels.labels as Record<string, { party: string; why?: string }>;
    const unexplained = Object.entries(labels).filter(
      ([label, e]) => e.party !== 'other' && !plain.test(label) && !e.why,
    );
    expect(unexplained).toEqual([]);
  });

  it('publishes the 1992 Minnesota Independent-Republicans as Republicans, with their shares', () => {
    const mn3 = race(house, 'house-1992-mn-03-general');
    expect(mn3.winner_party).toBe('republican');
    expect(mn3.rep_pct).not.toBeNull();
    expect(race(house, 'house-1992-mn-06-general').winner_party).toBe('republican');
  });

  it('matches a hyphen or spacing variant of a surname across sources (WY 2020 Senate)', () => {
    expect(nameKey('MERAV BEN DAVID')).not.toBe(nameKey('Merav Ben-David'));
    expect(letterKey('MERAV BEN DAVID')).toBe(letterKey('Merav Ben-David'));
    const wy = race(senate, 'senate-2020-wy-class2-general');
    expect(wy.candidates.find((c) => c.name === 'Merav Ben David')?.party).toBe('democrat');
    expect(wy.dem_pct).toBeCloseTo(26.758, 3);
  });
});

describe('corrections', () => {
  const presidentStates = read('president-states.json') as { year: number; state: string; notes?: string[] }[];
  const notesOf = new Map<string, string[]>([
    ...[...house, ...senate, ...governor].map((r) => [r.id, r.notes] as const),
    ...presidentStates.map((r) => [`president-${r.year}-${r.state.toLowerCase()}`, r.notes ?? []] as const),
    // 2026 polls whose cells a curated fix replaced (issue 19, build/curated/2026-poll-fixes.json).
    ...(read('polls-2026.json') as { id: string; notes: string[] }[]).map((p) => [p.id, p.notes] as const),
  ]);

  it('every correction names a published record', () => {
    expect(corrections.filter((c) => !notesOf.has(c.record))).toEqual([]);
  });

  it('the record of every name, party-label and seat-class correction names it in its notes', () => {
    const ours = corrections.filter((c) => /\.(name|party_label)$/.test(c.field) || c.field === 'seat_class');
    const unnamed = ours.filter(
      (c) => !notesOf.get(c.record)!.some((n) => n.startsWith('Correction:') && n.includes('/api/corrections')),
    );
    expect(unnamed).toEqual([]);
  });

  it('every name, party-label and seat-class correction cites its publication by URL', () => {
    const ours = corrections.filter((c) => /\.(name|party_label)$/.test(c.field) || c.field === 'seat_class');
    expect(ours.length).toBeGreaterThan(380);
    for (const c of ours) expect(c.source).toMatch(/https?:\/\//);
  });
});

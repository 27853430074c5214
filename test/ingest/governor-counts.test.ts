/**
 * Issue 18 for governors: counts are counts (class 1), named candidates stay named (class 2), totals are valid votes
 * (class 3), surname-only or misspelled names get the cited full name (class 6).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWith, NEEDS_RAW_SOURCES, RAW_SOURCES } from '../helpers/needs.ts';
import type { Race } from '../../build/schemas/results.ts';
import { buildGovernor } from '../../build/ingest/governor/build.ts';
import { applyCertifiedGovernor, CertifiedGovernorFileSchema } from '../../build/ingest/governor/certified.ts';
import { checkNoDerivedVotes } from '../../build/ingest/governor/counts.ts';
import certifiedJson from '../../build/curated/certified-governor.json' with { type: 'json' };
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { buildRace } from '../../build/ingest/core/race.ts';
import { directoryReader } from '../../build/ingest/core/sources.ts';

/** FIXTURE: a two-candidate race with a share-only third party, numbers made up. */
function fixtureRace(): Race {
  const race = buildRace({
    office: 'governor',
    year: 1990,
    date: '1990-11-06',
    state: 'OH',
    district: null,
    seatClass: null,
    special: false,
    stage: 'general',
    lines: [
      { name: 'Ann Alpha', party: 'republican', partyLabel: 'republican', votes: 600, writeIn: false },
      { name: 'Bob Beta', party: 'democrat', partyLabel: 'democratic', votes: 390, writeIn: false },
      { name: 'Cox', party: 'other', partyLabel: 'green', votes: 10, writeIn: false },
    ],
    unattributed: 0,
    sources: ['jacksonjude-governor'],
    notes: [],
  });
  race.candidates[2]!.votes = null;
  return race;
}

describe('governor counts: rules (fixtures)', () => {
  it('fails the check when any served candidate has votes_derived', () => {
    const race = fixtureRace();
    expect(checkNoDerivedVotes([race]).passed).toBe(true);
    race.candidates[0]!.votes_derived = true;
    const check = checkNoDerivedVotes([race]);
    expect(check.passed).toBe(false);
    expect(check.details[0]).toMatch(/Ann Alpha has votes_derived/);
  });

  it('applies certified counts, a full name and a certified total, and records each correction', () => {
    const race = fixtureRace();
    const ledger = new Ledger();
    const source = 'fixture canvass';
    applyCertifiedGovernor(
      [race],
      [
        {
          record: race.id,
          names: { Cox: 'Carl Cox' },
          candidates: { 'Ann Alpha': 610, 'Carl Cox': 12 },
          total: 1015,
          source,
          why: 'fixture',
        },
      ],
      ledger,
    );
    expect(race.candidates.map((c) => [c.name, c.votes])).toEqual([
      ['Ann Alpha', 610],
      ['Bob Beta', 390],
      ['Carl Cox', 12],
    ]);
    expect([race.total_votes, race.unattributed_votes, race.candidates[0]!.pct]).toEqual([1015, 3, 60.099]);
    const fields = ledger.corrections().map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'candidates[Cox].name',
        'candidates[Ann Alpha].votes',
        'candidates[Carl Cox].votes',
        'total_votes',
      ]),
    );
    expect(race.notes.at(-1)).toMatch(/^Certified counts \(see \/api\/corrections\)/);
  });

  it('throws on an unknown candidate and on counts above the total', () => {
    const entry = { record: 'governor-1990-oh-general', candidates: { Nobody: 1 }, total: null, source: 's', why: 'w' };
    expect(() => applyCertifiedGovernor([fixtureRace()], [entry], new Ledger())).toThrow(/has no candidate "Nobody"/);
    const over = { ...entry, candidates: { 'Ann Alpha': 2000 }, total: 1000 };
    expect(() => applyCertifiedGovernor([fixtureRace()], [over], new Ledger())).toThrow(/more than the total/);
  });

  it('cites a source for every curated entry', () => {
    const file = CertifiedGovernorFileSchema.parse(certifiedJson);
    for (const e of file.races) expect(e.source).toMatch(/https?:\/\//);
  });
});

const SOURCES = RAW_SOURCES;

describeWith(NEEDS_RAW_SOURCES, 'governor counts: the real sources', () => {
  const ledger = new Ledger();
  let races: Race[] = [];
  beforeAll(() => {
    races = buildGovernor(directoryReader(SOURCES), ledger);
  });
  const race = (id: string): Race => {
    const r = races.find((x) => x.id === id);
    if (!r) throw new Error(`no race ${id}`);
    return r;
  };
  const votes = (id: string, name: string) => race(id).candidates.find((c) => c.name === name)?.votes;

  it('serves no count computed from a share', () => {
    expect(races.flatMap((r) => r.candidates).filter((c) => c.votes_derived)).toEqual([]);
  });

  it('serves the certified counts of the issue 18 examples, with corrections listed', () => {
    expect(votes('governor-1994-ma-general', 'William F. Weld')).toBe(1533390);
    expect(votes('governor-1994-ma-general', 'Mark Roosevelt')).toBe(611650);
    expect(race('governor-1994-ma-general').total_votes).toBe(null); // county sums count blank ballots
    expect(votes('governor-1990-oh-general', 'George Voinovich')).toBe(1938103);
    expect(race('governor-1990-oh-general').total_votes).toBe(3477650);
    expect(votes('governor-1982-wi-general', 'Anthony S. Earl')).toBe(896872);
    expect(votes('governor-1986-ny-general', 'Mario M. Cuomo')).toBe(2775045);
    expect(votes('governor-1986-vt-general', 'Madeleine Kunin')).toBe(92485);
    expect(votes('governor-1994-co-general', 'Earl Dodge')).toBe(7584);
    const weld = ledger
      .corrections()
      .find((c) => c.record === 'governor-1994-ma-general' && c.field === 'candidates[William F. Weld].votes');
    expect(weld?.source).toMatch(/1994 Massachusetts gubernatorial election/);
  });

  it('names candidates the sources folded into unattributed votes', () => {
    expect(votes('governor-1976-ut-general', 'L. S. Brown')).toBe(7201);
    expect(votes('governor-1976-ut-general', 'Betty Bates')).toBe(3715);
    expect(votes('governor-1978-id-general', 'Wayne Loveless')).toBe(4877);
    expect(votes('governor-1990-ia-general', 'Nan Bailey')).toBe(4263);
    expect(race('governor-1978-hi-general').candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Alema Leota', 'Gregory Reeser', 'John Moore']),
    );
    expect(votes('governor-1976-vt-general', 'Bernard Sanders')).toBe(11317);
    expect(votes('governor-1978-vt-general', 'Earl S. Gardner')).toBe(3629);
    // 1978 IL: Libertarian and Socialist Workers nominees named from the cited table; the rest stays unattributed.
    expect(votes('governor-1978-il-general', 'Georgia Shields')).toBe(11420);
    expect(votes('governor-1978-il-general', 'Cecil Lampkin')).toBe(11026);
    expect([race('governor-1978-il-general').total_votes, race('governor-1978-il-general').unattributed_votes]).toEqual(
      [3150107, 4843],
    );
  });

  it('serves cited nominee counts over county sums (1976 NC, 1978 TX)', () => {
    expect(votes('governor-1976-nc-general', 'David T. Flaherty')).toBe(564102);
    expect(votes('governor-1978-tx-general', 'William P. Clements')).toBe(1183828);
    expect(votes('governor-1978-tx-general', 'John Hill')).toBe(1166919);
  });

  it('publishes valid-vote totals: write-ins and scattering included (class 3)', () => {
    expect([race('governor-1978-sc-general').total_votes, race('governor-1978-sc-general').unattributed_votes]).toEqual(
      [627913, 731],
    );
    expect([race('governor-1976-vt-general').total_votes, race('governor-1976-vt-general').unattributed_votes]).toEqual(
      [185929, 82],
    );
  });

  it('gives full, correctly spelled names where a cited page has them (class 6)', () => {
    const co = race('governor-1994-co-general').candidates.map((c) => c.name);
    expect(co).toContain('Philip Hufford');
    expect(co).not.toContain('Huggord');
  });

  it('keeps the published share where no count was read, and says why', () => {
    const cook = race('governor-1994-ma-general').candidates.find((c) => c.name === 'Cook')!;
    expect([cook.votes, cook.pct !== null]).toEqual([null, true]);
    expect(race('governor-1994-ma-general').notes.join(' ')).toMatch(/no certified count read/);
  });
});

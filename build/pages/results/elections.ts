/**
 * The presidential results pages (issue 21): /elections/{year} for every presidential year and the /elections
 * index. Every figure is the API's own: the inputs are the bodies of /api/elections/{year} and
 * /api/elections/{year}/{state} (computeElectionYear, computeElectionState), never recomputed here; this module
 * only picks, orders and words them.
 */
import type { ElectionState, ElectionYear } from '../../compute/elections.ts';
import { MARGIN_STEPS, usMap, type ElectorBox } from './us-map.ts';
import { TABLE_SORT_SCRIPT } from './table-sort.ts';

export interface ElectionsInput {
  /** GET /api/elections/{year} of every presidential year. */
  years: ElectionYear[];
  /** GET /api/elections/{year}/{state} of every year and state (their electors). */
  states: ElectionState[];
}

export interface PageFile {
  path: string;
  content: string;
}

/** render-pages' page(): a template rendered in the site layout, with its title and description. */
export type PageRenderer = (
  file: string,
  title: string,
  template: string,
  data: object,
  description: string,
) => PageFile;

/** Maine and Nebraska may split their electoral votes by congressional district. */
const DISTRICT_STATES = ['ME', 'NE'] as const;
/** Candidates listed by name on a year's page; the rest are in the JSON. */
const LISTED_PCT = 0.5;

const LETTER: Record<string, string> = {
  democrat: 'D',
  republican: 'R',
  libertarian: 'L',
  green: 'G',
  independent: 'I',
  reform: 'Ref',
  constitution: 'C',
  other: 'O',
};
const PARTY_NAME: Record<string, string> = {
  democrat: 'Democratic',
  republican: 'Republican',
  libertarian: 'Libertarian',
  green: 'Green',
  independent: 'Independent',
  reform: 'Reform',
  constitution: 'Constitution',
  other: 'Other',
};
const partyLetter = (party: string) => LETTER[party] ?? 'O';
const partyCss = (party: string) => (party === 'democrat' ? 'd' : party === 'republican' ? 'r' : 'o');
const int = (n: number) => n.toLocaleString('en-US');
const pct = (n: number) => `${n.toFixed(1)}%`;
/** The API's margin (dem_pct - rep_pct) as readers write it: D+2.1, R+12.0. */
const marginLabel = (m: number) => (m === 0 ? 'tied' : `${m > 0 ? 'D' : 'R'}+${Math.abs(m).toFixed(1)}`);

/** A state's electoral votes as its electors cast them: "9" or "8 Ford, 1 Reagan (faithless)". */
function electorsLine(detail: ElectionState['state']): { text: string; faithless: boolean } {
  const votes = detail.electors;
  if (votes.length === 1 && !votes[0]!.faithless) return { text: String(detail.ev_count), faithless: false };
  const parts = votes.map(
    (e) =>
      `${e.ev} ${e.recipient === null ? 'blank ballot' : surname(e.recipient)}${e.faithless ? ' (faithless)' : ''}`,
  );
  return { text: `${detail.ev_count}: ${parts.join(', ')}`, faithless: votes.some((e) => e.faithless) };
}
const surname = (name: string) =>
  name
    .split(' ')
    .filter((w) => !/^(jr|sr|ii|iii)\.?$/i.test(w))
    .at(-1)!;

function mapInput(year: ElectionYear, details: Map<string, ElectionState['state']>) {
  return {
    year: year.year,
    states: year.states.map((s) => ({
      abbr: s.abbr,
      name: s.name,
      winner: s.winner,
      winner_party: s.winner_party,
      margin: s.margin,
    })),
    districts: DISTRICT_STATES.map((abbr) => {
      const d = details.get(abbr)!;
      const boxes: ElectorBox[] = d.electors.flatMap((e) =>
        Array.from({ length: e.ev }, () => ({ recipient: e.recipient, party: e.party })),
      );
      return { abbr, name: d.name, boxes };
    }),
  };
}

/** The template data of one year's page. */
export function electionYearView(
  year: ElectionYear,
  previous: ElectionYear | null,
  next: ElectionYear | null,
  states: ElectionState[],
) {
  const details = new Map(states.filter((s) => s.year === year.year).map((s) => [s.state.abbr, s.state]));
  const before = new Map(previous?.states.map((s) => [s.abbr, s.winner_party]) ?? []);
  const n = year.national;
  // Sorted by the state's name, as a reader looks for it (the API lists them by code).
  const byName = [...year.states].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  const rows = byName.map((s) => {
    const electors = electorsLine(details.get(s.abbr)!);
    const from = before.get(s.abbr);
    return {
      abbr: s.abbr,
      name: s.name,
      winner: s.winner,
      letter: partyLetter(s.winner_party),
      css: partyCss(s.winner_party),
      margin: s.margin,
      marginText: marginLabel(s.margin),
      dem: pct(s.dem_pct),
      rep: pct(s.rep_pct),
      votes: s.total_votes,
      votesText: int(s.total_votes),
      ev: s.ev_count,
      evText: electors.text,
      flip: s.flipped ? `${from ? partyLetter(from) : '?'} to ${partyLetter(s.winner_party)}` : '',
      api: `/api/elections/${year.year}/${s.abbr}`,
    };
  });
  const listed = n.candidates.filter((c) => c.ev > 0 || (c.pct ?? 0) >= LISTED_PCT);
  // The bar: each party's electoral votes side by side, in the map's deepest fill (striped for Republicans).
  let x = 0;
  const evByParty = Object.entries(n.ev.by_party)
    .filter(([, ev]) => (ev ?? 0) > 0)
    .map(([party, ev]) => ({ party, css: partyCss(party), ev: ev!, x: (x += ev!) - ev! }));
  const faithless = year.states.flatMap((s) =>
    details
      .get(s.abbr)!
      .electors.filter((e) => e.faithless)
      .map((e) => ({ state: s.name, abbr: s.abbr, ev: e.ev, note: e.note })),
  );
  return {
    year: year.year,
    winner: n.winner,
    winnerParty: PARTY_NAME[n.winner_party] ?? 'Other',
    winnerEv: n.ev.by_candidate[n.winner] ?? 0,
    evTotal: n.ev.total,
    evByCandidate: Object.entries(n.ev.by_candidate).sort((a, b) => b[1] - a[1]),
    evByParty,
    abstained: n.ev.abstained,
    faithless,
    popular: { total: int(n.popular_vote.total), margin: marginLabel(n.popular_vote.margin) },
    candidates: listed.map((c) => ({
      name: c.name,
      party: PARTY_NAME[c.party] ?? 'Other',
      letter: partyLetter(c.party),
      css: partyCss(c.party),
      votes: c.votes === null ? 'none in the data' : int(c.votes),
      pct: c.pct === null ? '' : pct(c.pct),
      ev: c.ev,
    })),
    unlisted: n.candidates.length - listed.length,
    listedPct: LISTED_PCT,
    map: usMap(mapInput(year, details)),
    legend: ['d', 'r'].flatMap((p) =>
      MARGIN_STEPS.map((s) => ({
        cls: `${p}${s.step}`,
        label: `${p === 'd' ? 'Democratic' : 'Republican'} win, ${s.label}`,
      })),
    ),
    states: rows,
    flips: rows.filter((r) => r.flip).length,
    previous: previous?.year ?? null,
    next: next?.year ?? null,
    links: {
      json: `/api/elections/${year.year}`,
      exportJson: `/api/export?year=${year.year}`,
      csv: `/api/export?year=${year.year}&format=csv`,
      swing: previous ? `/api/swing?from_year=${previous.year}&to_year=${year.year}` : null,
    },
    script: TABLE_SORT_SCRIPT,
  };
}

/** One line per year for the index: winner, electoral votes, popular vote and flips. */
function electionsIndexView(years: ElectionYear[]) {
  return {
    years: [...years]
      .sort((a, b) => b.year - a.year)
      .map((y) => ({
        year: y.year,
        winner: y.national.winner,
        letter: partyLetter(y.national.winner_party),
        css: partyCss(y.national.winner_party),
        ev: y.national.ev.by_candidate[y.national.winner] ?? 0,
        margin: marginLabel(y.national.popular_vote.margin),
        votes: int(y.national.popular_vote.total),
        states: y.states.filter((s) => s.winner === y.national.winner).length,
        flips: y.states.filter((s) => s.flipped).length,
      })),
    first: Math.min(...years.map((y) => y.year)),
    last: Math.max(...years.map((y) => y.year)),
  };
}

const YEAR_DESCRIPTION = (y: number) =>
  `The ${y} U.S. presidential election: electoral votes, the national popular vote, a map of the states by winner and margin, and every state's result.`;

/** /elections/{year} for every year given, and /elections. */
export function electionPages(input: ElectionsInput, page: PageRenderer): PageFile[] {
  const years = [...input.years].sort((a, b) => a.year - b.year);
  const files = years.map((y, i) =>
    page(
      `elections/${y.year}.html`,
      `${y.year} presidential election results`,
      'elections',
      electionYearView(y, years[i - 1] ?? null, years[i + 1] ?? null, input.states),
      YEAR_DESCRIPTION(y.year),
    ),
  );
  const index = electionsIndexView(years);
  files.push(
    page(
      'elections.html',
      'Presidential elections',
      'elections-index',
      index,
      `Every U.S. presidential election ${index.first}-${index.last}: winner, electoral votes, popular vote, and a results page with a map for each.`,
    ),
  );
  return files;
}

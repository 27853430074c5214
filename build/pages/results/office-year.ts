/**
 * The office-year results pages (issue 21): /senate/{year} and /governor/{year} (every contest of the year, by
 * state), /house/{year} (the states, with seats won per party) and /house/{year}/{ABBR} (every contest of a state).
 * Odd-year Senate specials and governor elections get their own /{office}/{year} pages, served by their lists. Pure: the page
 * renderer (template + layout) is passed in.
 */
import registry from '../../curated/sources.json' with { type: 'json' };
import type { Correction } from '../../schemas/corrections.ts';
import type { Race } from '../../schemas/results.ts';
import type { State } from '../../schemas/state.ts';
import { summarizeSeats } from '../../ingest/core/seats.ts';
import { sourcePage } from '../links.ts';
import { contestView, type ContestView } from './contest-view.ts';
import { OFFICE_TITLE, type ResultsOffice } from './result-format.ts';
import { oddYearListPath } from '../../compute/contest-paths.ts';

export interface PageFile {
  path: string;
  content: string;
}

/** Renders one page in the site layout: file, title, template, the template's data, meta description. */
export type RenderPage = (file: string, title: string, template: string, data: object, description: string) => PageFile;

export interface ResultsRecords {
  senate: readonly Race[];
  house: readonly Race[];
  governor: readonly Race[];
  states: readonly State[];
  corrections: readonly Correction[];
}

interface Group {
  abbr: string;
  name: string;
  stateUrl: string;
  contests: { c: ContestView; heading: string }[];
}

/** By district or class, a runoff after the round it followed (a runoff's date may be missing), then by date. */
const byContest = (a: Race, b: Race) =>
  (a.district ?? 0) - (b.district ?? 0) ||
  (a.seat_class ?? 0) - (b.seat_class ?? 0) ||
  Number(a.stage === 'runoff') - Number(b.stage === 'runoff') ||
  (a.date ?? '').localeCompare(b.date ?? '') ||
  Number(a.special) - Number(b.special) ||
  a.id.localeCompare(b.id);

/** Each source id once, with its registry title, publisher and the page it was read from. */
function sourceList(ids: Iterable<string>) {
  return [...new Set(ids)].sort().map((id) => {
    const entry = registry.sources.find((s) => s.id === id);
    const url = sourcePage(id);
    return {
      id,
      title: entry?.title ?? id,
      publisher: entry?.publisher ?? '',
      url,
      urlText: url?.replace(/^https?:\/\/(www\.)?/, '') ?? '',
    };
  });
}

/** Corrections by record id, so each contest finds its own at once. */
function correctionsByRecord(corrections: readonly Correction[]): Map<string, Correction[]> {
  const out = new Map<string, Correction[]>();
  for (const c of corrections) out.set(c.record, [...(out.get(c.record) ?? []), c]);
  return out;
}

function groups(
  races: readonly Race[],
  all: readonly Race[],
  states: readonly State[],
  fixes: Map<string, Correction[]>,
): Group[] {
  const names = new Map(states.map((s) => [s.abbr, s.name]));
  const abbrs = [...new Set(races.map((r) => r.state))].sort((a, b) =>
    (names.get(a) ?? a).localeCompare(names.get(b) ?? b),
  );
  return abbrs.map((abbr) => {
    const name = names.get(abbr) ?? abbr;
    const contests = races.filter((r) => r.state === abbr).sort(byContest);
    return {
      abbr,
      name,
      stateUrl: `/states/${abbr}`,
      contests: contests.map((r) => {
        const c = contestView(r, all, fixes.get(r.id) ?? []);
        return { c, heading: c.seat };
      }),
    };
  });
}

/** "12 D, 9 R, 1 other" from a seat summary. */
function wonText(races: Race[]): { seats: number; won: string } {
  const s = summarizeSeats(races);
  const parts = [
    [s.won.democrat, 'D'],
    [s.won.republican, 'R'],
    [s.won.other, 'other'],
  ]
    .filter(([n]) => n)
    .map(([n, p]) => `${n} ${p}`);
  const undecided = s.undecided.length ? `, ${s.undecided.length} undecided` : '';
  return { seats: s.seats, won: (parts.join(', ') || 'none') + undecided };
}

/** Links to the other years of the same page. */
const yearNav = (years: number[], year: number, url: (y: number) => string) =>
  years.filter((y) => y !== year).map((y) => ({ text: String(y), url: url(y) }));

function contestsPage(
  office: 'senate' | 'governor',
  year: number,
  rec: ResultsRecords,
  fixes: Map<string, Correction[]>,
  render: RenderPage,
): PageFile {
  const all = rec[office];
  const races = all.filter((r) => r.year === year);
  const odd = year % 2 !== 0;
  const years = [...new Set(all.map((r) => r.year))].sort((a, b) => a - b);
  const { seats, won } = wonText(races);
  const title = `${OFFICE_TITLE[office]} ${year}`;
  const oddNear = !odd ? all.filter((r) => r.year % 2 !== 0 && Math.abs(r.year - year) === 1) : [];
  const pageNotes = [
    ...(odd
      ? [
          office === 'senate'
            ? 'An odd-year special election: the API lists it only in <a href="/api/senate/specials">/api/senate/specials</a>, with every other Senate special.'
            : 'Odd-year governor elections: the API lists them only in <a href="/api/governor/off-year">/api/governor/off-year</a>, with every other odd year\'s.',
        ]
      : []),
    ...oddNear.map(
      (r) =>
        `Odd-year ${office === 'senate' ? 'special' : 'election'} nearby: <a href="/${office}/${r.year}#${r.id}">${r.year} ${r.state}</a>.`,
    ),
  ];
  return render(
    `${office}/${year}.html`,
    `${title} results`,
    'results-office',
    {
      heading: `${title} results`,
      summary: `${races.length} contest${races.length === 1 ? '' : 's'} for ${seats} ${office === 'senate' ? 'seat' : 'governorship'}${seats === 1 ? '' : 's'}; won: ${won}.`,
      links: odd
        ? { json: oddYearListPath(office), csv: `${oddYearListPath(office)}?format=csv`, more: [] }
        : {
            json: `/api/${office}/${year}`,
            csv: `/api/export?office=${office}&year=${year}&format=csv`,
            more: [
              {
                text: office === 'senate' ? 'Every Senate special' : 'Odd-year governor elections',
                url: oddYearListPath(office),
              },
            ],
          },
      nav: yearNav(years, year, (y) => `/${office}/${y}`),
      pageNotes,
      stateHeadings: true,
      groups: groups(races, all, rec.states, fixes),
      sources: sourceList(races.flatMap((r) => [...r.sources, ...r.verification.sources])),
    },
    `Every ${OFFICE_TITLE[office]} contest of ${year} by state: candidates, votes, shares, winners, runoffs and rounds, notes, corrections and sources.`,
  );
}

function houseStatePage(
  year: number,
  state: State,
  rec: ResultsRecords,
  fixes: Map<string, Correction[]>,
  byYearState: Map<string, Race[]>,
  years: number[],
  render: RenderPage,
): PageFile {
  const races = byYearState.get(`${year}|${state.abbr}`)!;
  const { seats, won } = wonText(races);
  const title = `House ${year}: ${state.name}`;
  return render(
    `house/${year}/${state.abbr}.html`,
    `${title} results`,
    'results-office',
    {
      heading: `${title} results`,
      summary: `${races.length} contest${races.length === 1 ? '' : 's'} for ${seats} seat${seats === 1 ? '' : 's'}; won: ${won}.`,
      links: {
        json: `/api/house/${year}/${state.abbr}`,
        csv: `/api/export?office=house&year=${year}&state=${state.abbr}&format=csv`,
        more: [
          { text: `All states in ${year}`, url: `/house/${year}` },
          { text: state.name, url: `/states/${state.abbr}` },
        ],
      },
      nav: yearNav(
        years.filter((y) => byYearState.has(`${y}|${state.abbr}`)),
        year,
        (y) => `/house/${y}/${state.abbr}`,
      ),
      pageNotes: [],
      stateHeadings: false,
      groups: groups(races, rec.house, rec.states, fixes),
      sources: sourceList(races.flatMap((r) => [...r.sources, ...r.verification.sources])),
    },
    `Every U.S. House contest in ${state.name} in ${year}: candidates, votes, shares, winners, notes, corrections and sources.`,
  );
}

function houseIndexPage(year: number, rec: ResultsRecords, years: number[], render: RenderPage): PageFile {
  const races = rec.house.filter((r) => r.year === year);
  const states = rec.states
    .filter((s) => races.some((r) => r.state === s.abbr))
    .sort((a, b) => a.name.localeCompare(b.name));
  const total = summarizeSeats([...races]);
  return render(
    `house/${year}.html`,
    `House ${year} results`,
    'results-house-index',
    {
      heading: `House ${year} results`,
      summary: `${races.length} contests for ${total.seats} seats; won: ${total.won.democrat} D, ${total.won.republican} R, ${total.won.other} other${total.undecided.length ? `, ${total.undecided.length} undecided` : ''}. Each state's page has every contest.`,
      links: { json: `/api/house/${year}`, csv: `/api/export?office=house&year=${year}&format=csv` },
      nav: yearNav(years, year, (y) => `/house/${y}`),
      states: states.map((s) => ({
        name: s.name,
        url: `/house/${year}/${s.abbr}`,
        apiUrl: `/api/house/${year}/${s.abbr}`,
        csvUrl: `/api/export?office=house&year=${year}&state=${s.abbr}&format=csv`,
        ...wonText(races.filter((r) => r.state === s.abbr)),
      })),
    },
    `U.S. House elections of ${year}: seats won by party in each state, with a page of every contest per state.`,
  );
}

/** Every office-year page: Senate and governor years, the House index of each year and each state's House page. */
export function officeYearPages(rec: ResultsRecords, render: RenderPage): PageFile[] {
  const fixes = correctionsByRecord(rec.corrections);
  const yearsOf = (office: ResultsOffice) => [...new Set(rec[office].map((r) => r.year))].sort((a, b) => a - b);
  const files: PageFile[] = [];
  for (const office of ['senate', 'governor'] as const)
    for (const year of yearsOf(office)) files.push(contestsPage(office, year, rec, fixes, render));
  const houseYears = yearsOf('house');
  // ~1,250 state pages: each finds its contests in one lookup, not a scan of the 10,890 records.
  const byYearState = new Map<string, Race[]>();
  for (const r of rec.house)
    byYearState.set(`${r.year}|${r.state}`, [...(byYearState.get(`${r.year}|${r.state}`) ?? []), r]);
  for (const year of houseYears) {
    files.push(houseIndexPage(year, rec, houseYears, render));
    for (const state of rec.states) {
      if (byYearState.has(`${year}|${state.abbr}`))
        files.push(houseStatePage(year, state, rec, fixes, byYearState, houseYears, render));
    }
  }
  return files;
}

/**
 * The state results pages (issue 21): /states (every state and DC) and /states/{ABBR}: the presidential margins
 * 1976-2024 as a chart and a table, then the state's Senate, governor and House results by year, each linked to its
 * office-year page, its API record and its CSV, and the state's 2026 race pages. Pure: the page renderer is passed in.
 */
import type { Race2026 } from '../../schemas/polls.ts';
import type { PresidentStateResult, Race } from '../../schemas/results.ts';
import type { State } from '../../schemas/state.ts';
import { summarizeSeats } from '../../ingest/core/seats.ts';
import { marginChart } from './margin-chart.ts';
import type { PageFile, RenderPage, ResultsRecords } from './office-year.ts';
import {
  contestApiUrl,
  contestKind,
  contestPageUrl,
  demRepMargin,
  outcomeText,
  partyCls,
  partyLetter,
  pctText,
  seatLabel,
} from './result-format.ts';
import { contestCsvPath } from '../../compute/contest-paths.ts';

export interface StatePagesInputs extends ResultsRecords {
  president: readonly PresidentStateResult[];
  races2026: readonly Race2026[];
}

const exportCsv = (office: string, year: number, abbr: string) =>
  `/api/export?${office === 'president' ? '' : `office=${office}&`}year=${year}&state=${abbr}&format=csv`;

function presidentRows(records: PresidentStateResult[], abbr: string) {
  return records.map((p) => ({
    year: p.year,
    pageUrl: `/elections/${p.year}`,
    winner: p.winner,
    letter: partyLetter(p.winner_party),
    cls: partyCls(p.winner_party),
    dem: pctText(p.dem_pct),
    rep: pctText(p.rep_pct),
    margin: demRepMargin(p.margin),
    marginCls: p.margin === null ? 'o' : p.margin > 0 ? 'd' : 'r',
    flipped: p.flipped,
    json: `/api/elections/${p.year}/${abbr}`,
    csv: exportCsv('president', p.year, abbr),
  }));
}

/** One row per contest, newest first (a runoff after its first round). */
function contestRows(races: Race[]) {
  return [...races]
    .sort(
      (a, b) =>
        b.year - a.year ||
        (a.seat_class ?? 0) - (b.seat_class ?? 0) ||
        Number(a.stage === 'runoff') - Number(b.stage === 'runoff') ||
        (a.date ?? '').localeCompare(b.date ?? ''),
    )
    .map((r) => ({
      year: r.year,
      what: [r.office === 'senate' ? seatLabel(r) : '', contestKind(r)].filter(Boolean).join(', '),
      winner: r.winner,
      letter: partyLetter(r.winner_party),
      cls: partyCls(r.winner_party),
      outcome: outcomeText(r),
      pageUrl: contestPageUrl(r),
      json: contestApiUrl(r),
      csv: contestCsvPath(r),
    }));
}

function houseRows(races: Race[], abbr: string) {
  const years = [...new Set(races.map((r) => r.year))].sort((a, b) => b - a);
  return years.map((year) => {
    const s = summarizeSeats(races.filter((r) => r.year === year));
    return {
      year,
      seats: s.seats,
      dem: s.won.democrat,
      rep: s.won.republican,
      other: s.won.other,
      undecided: s.undecided.length,
      pageUrl: `/house/${year}/${abbr}`,
      json: `/api/house/${year}/${abbr}`,
      csv: exportCsv('house', year, abbr),
    };
  });
}

function statePage(state: State, inputs: StatePagesInputs, render: RenderPage): PageFile {
  const abbr = state.abbr;
  const mine = <T extends { state: string }>(list: readonly T[]) => list.filter((r) => r.state === abbr);
  const president = mine(inputs.president).sort((a, b) => b.year - a.year);
  const races2026 = mine(inputs.races2026).map((r) => ({ title: r.title, url: `/races/${r.id}` }));
  return render(
    `states/${abbr}.html`,
    `${state.name}: election results 1976-2024`,
    'results-state',
    {
      state,
      chart: marginChart(
        state.name,
        president.map((p) => ({ year: p.year, margin: p.margin })),
      ),
      president: presidentRows(president, abbr),
      senate: contestRows(mine(inputs.senate)),
      governor: contestRows(mine(inputs.governor)),
      house: houseRows(mine(inputs.house), abbr),
      races2026,
      links: { json: `/api/states/${abbr}/history` },
    },
    `${state.name}'s election results 1976-2024: presidential margins, and every Senate, governor and House result by year, with links to the data.`,
  );
}

function indexPage(inputs: StatePagesInputs, render: RenderPage): PageFile {
  const latest = Math.max(...inputs.president.map((p) => p.year));
  const states = [...inputs.states]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((s) => {
      const p = inputs.president.find((x) => x.state === s.abbr && x.year === latest);
      return {
        name: s.name,
        abbr: s.abbr,
        url: `/states/${s.abbr}`,
        region: s.region,
        margin: p ? demRepMargin(p.margin) : 'n/a',
        cls: p?.margin ? (p.margin > 0 ? 'd' : 'r') : 'o',
      };
    });
  return render(
    'states.html',
    'Results by state',
    'results-states',
    { states, latest, links: { json: '/api/export?year=' + latest, csv: `/api/export?year=${latest}&format=csv` } },
    'Every state and DC: presidential margins 1976-2024 and Senate, governor and House results by year.',
  );
}

/** /states and the 51 state pages. */
export function statePages(inputs: StatePagesInputs, render: RenderPage): PageFile[] {
  return [indexPage(inputs, render), ...inputs.states.map((s) => statePage(s, inputs, render))];
}

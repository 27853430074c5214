/**
 * The home page's facts (issue 22): what the data cover, how fresh they are, what changed lately and the common
 * tasks. Pure: every figure comes from the release summary /api/meta serves (routes/meta.ts releaseSummary), the
 * year spans read from the records (compute/coverage.ts) and the change history, so the page and /api/meta agree.
 */
import type { Coverage, YearSpan } from '../compute/coverage.ts';
import type { ReleaseSummary } from '../routes/meta.ts';
import { humanDate } from './format.ts';

interface ChangeEntry {
  date: string;
  text: string;
}

export interface HomeInputs {
  baseUrl: string;
  release: ReleaseSummary;
  coverage: Coverage;
  /** The change history, newest first (build/curated/changelog.json). */
  changes: readonly ChangeEntry[];
}

interface Link {
  href: string;
  label: string;
  note: string;
}

export interface HomeView {
  coverage: string[];
  freshness: { dataDate: string; latestPoll: string; buildTime: string };
  changes: ChangeEntry[];
  changesUrl: string;
  tasks: Link[];
  curl: string;
}

/** How many change-history entries the home page lists. */
export const RECENT_CHANGES = 5;
/** Where the full change history is served. */
export const CHANGES_URL = '/docs#changes';
const SUMMARY_CHARS = 160;

const count = (n: number) => n.toLocaleString('en-US');
const span = (s: YearSpan | null) => (s ? `${s.first}-${s.last}` : 'no years yet');
const dateOrNone = (iso: string | null | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? humanDate(iso.slice(0, 10)) : 'not recorded';

/** "2026-11-26T08:33:07+00:00" -> "Nov 26, 2026, 08:33 UTC"; null when the build recorded no time. */
export function buildTimeText(time: string | null): string {
  if (!time || Number.isNaN(Date.parse(time))) return 'not recorded';
  const iso = new Date(time).toISOString();
  return `${humanDate(iso.slice(0, 10))}, ${iso.slice(11, 16)}\u00a0UTC`;
}

/** A change entry's first sentence, cut at a word under SUMMARY_CHARS characters (the full text is on /docs). */
export function changeSummary(text: string): string {
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence.length <= SUMMARY_CHARS) return sentence;
  const cut = sentence.slice(0, SUMMARY_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:(]$/, '')}\u2026`;
}

export function homeView(inputs: HomeInputs): HomeView {
  const { counts } = inputs.release;
  const c = inputs.coverage;
  const history = c.pollHistory;
  return {
    coverage: [
      `Presidential results by state, ${span(c.president)}: ${count(counts.president_state_results ?? 0)} state results in ${c.president?.years ?? 0} elections, with electoral votes (${count(counts.states ?? 0)} states, DC included).`,
      `Senate, ${span(c.senate)}: ${count(counts.senate_races ?? 0)} contests, special elections included.`,
      `House, ${span(c.house)}: ${count(counts.house_races ?? 0)} contests, by district.`,
      `Governor, ${span(c.governor)}: ${count(counts.governor_races ?? 0)} contests.`,
      `2026: ${count(counts.races_2026 ?? 0)} races (Senate, governor and the generic ballot) with ${count(counts.polls_2026 ?? 0)} polls, polling averages, ratings by Cook, Sabato and Inside Elections, and prediction-market prices; ${count(counts.pollsters ?? 0)} pollsters graded.`,
      history
        ? `Poll history, ${span(history)}: ${count(history.polls)} poll questions of past races with the actual result, error and bias.`
        : 'Poll history: none in this release.',
    ],
    freshness: {
      dataDate: dateOrNone(inputs.release.data_release),
      latestPoll: dateOrNone(inputs.release.latest_poll),
      buildTime: buildTimeText(inputs.release.build_time),
    },
    changes: inputs.changes
      .slice(0, RECENT_CHANGES)
      .map((e) => ({ date: dateOrNone(e.date), text: changeSummary(e.text) })),
    changesUrl: CHANGES_URL,
    tasks: [
      {
        href: '/races',
        label: '2026 races',
        note: 'polls, averages, ratings and markets of every Senate and governor race',
      },
      { href: '/elections/2024', label: '2024 results', note: 'the presidential election, state by state' },
      { href: '/states', label: "A state's results", note: 'every election in one state' },
      {
        href: '/api/export?year=2024&format=csv',
        label: 'Download a CSV',
        note: '2024 presidential results, one row per state',
      },
      { href: '/docs', label: 'API reference', note: 'every endpoint, parameter and field' },
      { href: '/docs#widget', label: 'Embed a race widget', note: "a race's polling average on any site" },
      { href: '/methodology', label: 'Methodology', note: 'how averages and ratings are made, sources, known limits' },
      { href: '/corrections', label: 'Corrections', note: 'every fix to the source data, with its citation' },
    ],
    curl: `curl ${inputs.baseUrl.replace(/\/$/, '')}/api/elections/2024/GA`,
  };
}

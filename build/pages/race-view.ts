import { averageOfRace, DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, inDefaultAverage } from '../compute/average.ts';
import { computeAverageHistory } from '../compute/average-history.ts';
import { consensusRating, RATING_LABELS } from '../compute/consensus.ts';
import { ELECTION_DATE_2026, raceUrls } from '../compute/races.ts';
import { newestFirst, newestPollDate, RATERS, type PollData } from '../compute/polls.ts';
import type { Race2026 } from '../schemas/polls.ts';
import type { Race } from '../schemas/results.ts';
import { previousResults, resultOf, seatResultLine } from './previous-results.ts';
import { pollChart } from './chart.ts';
import { averageGap, raceWording } from './data-wording.ts';
import { generalElectionDay } from './election-day.ts';
import { escapeHtml } from './escape.ts';
import { humanDate, leaderName, partyClass } from './format.ts';
import { sourcePage } from './links.ts';
import { ACCURACY_URL, pollRecordLine, pollsterAnchor } from './poll-record.ts';
import type { PollAccuracy } from '../schemas/api/poll-accuracy.ts';
import { widgetContentHeight } from './widget-layout.ts';
import { hostScript } from './widget-script.ts';
import { DEFAULT_CHOICES, EMBED_BUILDER_SCRIPT, embedSnippet, SNIPPET_CHOICES } from './embed-snippet.ts';

/** "median of 3 raters, as of Oct 6, 2026": the consensus rule in words, for the count of ratings it used. */
function ratingRule(count: number, raters: string[], asOf: string | null): string {
  if (count === 0 || !asOf) return 'no dated rating';
  const rule =
    count === 1 ? `${raters[0]} alone` : count === 2 ? 'the less confident of 2 raters' : `median of ${count} raters`;
  return `${rule}, as of ${humanDate(asOf)}`;
}

export interface RaceViewContext {
  baseUrl: string;
  site: string;
  /** ISO time of the build (null when unknown): after the election day the widget says the election was held. */
  buildTime: string | null;
  /** Race id -> the API path of its results, for the races whose results are in our data (none yet for 2026). */
  resultsUrls?: ReadonlyMap<string, string>;
  /** Senate and governor results of every year: the seat's previous results. */
  seatResults?: readonly Race[];
  /** The 1998-2022 polls' record by state and office (GET /api/polls/accuracy's by_state_office). */
  pollAccuracy?: PollAccuracy['by_state_office'];
}

/** The API's population codes, spelled the same on the pages, with their meaning for a tooltip. */
const POPULATION_NAMES = {
  lv: 'likely voters',
  rv: 'registered voters',
  a: 'adults',
  v: 'voters (unspecified)',
} as const;

/** "Incumbent: Brian Kemp (R), term-limited; open seat": name, party and what the source says of them. */
export function incumbentLine(inc: NonNullable<Race2026['incumbent']>): string {
  const status = (inc.status ?? '').replace(/^Incumbent[;,]?\s*/, '');
  const said = status ? `, ${status.charAt(0).toLowerCase()}${status.slice(1)}` : '';
  return `Incumbent: ${inc.name}${inc.party ? ` (${inc.party})` : ''}${said}`;
}

/** The page's links: the same URLs as the race's entry in /api/races. */
function linksOf(race: Race2026) {
  const urls = raceUrls(race);
  return {
    race: urls.page,
    methodology: '/methodology',
    widget: urls.widget,
    average: urls.average,
    history: urls.average_history,
    json: urls.polls_json,
    csv: urls.polls_csv,
    ratings: '/api/ratings/2026',
  };
}

/** Everything the widget and race page show about one race, computed with the API's own code. */
export function raceView(data: PollData, race: Race2026, ctx: RaceViewContext) {
  const ratingRow = data.ratings.find((r) => r.raceId === race.id);
  const ratings = RATERS.map(({ key, name, url: site }) => {
    const r = ratingRow?.[key] ?? null;
    return {
      key,
      name,
      site,
      code: r?.rating ?? null,
      label: r ? RATING_LABELS[r.rating] : 'Not rated',
      as_of: r ? humanDate(r.as_of) : null,
      asOfIso: r?.as_of ?? null,
      copy: r ? sourcePage(r.source) : null,
    };
  });
  const rated = ratings.filter((r) => r.code);
  const consensus = consensusRating(ratings.map((r) => r.code));
  const asOf =
    rated
      .map((r) => r.asOfIso!)
      .sort()
      .pop() ?? null;
  const coverageEnd = newestPollDate(data.polls);
  const { average: avg } = averageOfRace(race, data.polls, coverageEnd, {
    halfLife: DEFAULT_HALF_LIFE,
    minRating: DEFAULT_MIN_RATING,
  });
  const generic = race.office === 'generic_ballot';
  const candidates = avg.candidates.map((c) => ({ ...c, pct: c.pct.toFixed(1), cls: partyClass(c.party) }));
  const lead = candidates.length >= 2 ? Number((avg.candidates[0]!.pct - avg.candidates[1]!.pct).toFixed(1)) : null;
  const average = candidates.length
    ? {
        polls: avg.polls,
        candidates,
        leader:
          lead === null
            ? null
            : lead === 0
              ? 'Tied'
              : `${leaderName(avg.candidates[0]!.name, avg.candidates[0]!.party, generic)} +${lead.toFixed(1)}`,
        leaderClass: lead ? candidates[0]!.cls : '',
        margin: lead,
      }
    : null;
  const electionDay = generalElectionDay(race.year);
  const polls = data.polls.filter((p) => p.raceId === race.id).sort(newestFirst);
  const outcome = resultOf(race, ctx.seatResults ?? []);
  const partyPct = (party: string) => avg.candidates.find((c) => c.party === party)?.pct;
  const avgMargin =
    average && partyPct('D') !== undefined && partyPct('R') !== undefined ? partyPct('D')! - partyPct('R')! : null;
  const wording = raceWording({
    electionDay,
    buildTime: ctx.buildTime,
    lastPoll: polls[0]?.date ?? null,
    averageThrough: average ? avg.latest_poll : null,
    sourcesEnd: coverageEnd,
    resultsUrl: outcome?.url ?? ctx.resultsUrls?.get(race.id) ?? null,
    result: outcome && {
      line: `${seatResultLine(outcome).replace(/^\d{4}(?: \([a-z ]+\))?: /, '')}${outcome.status ? ` (${outcome.status})` : ''}`,
      averageGap:
        avgMargin !== null && outcome.demMargin !== null && avg.latest_poll
          ? averageGap(avgMargin, avg.latest_poll, outcome.demMargin)
          : null,
    },
  });
  const { held, freshness } = wording;
  const rule = generic
    ? 'the raters rate races, not the national ballot'
    : ratingRule(
        consensus.count,
        rated.map((r) => r.name),
        asOf,
      );
  const pollsSummary = average
    ? `${average.leader ?? candidates[0]!.name} · average of ${average.polls} poll${average.polls === 1 ? '' : 's'}`
    : null;
  const footer = `Full race page · Methodology · ${ctx.site}`;
  const widget = {
    rule,
    pollsSummary,
    lines: wording.widgetLines,
    resultLine: wording.resultLine,
    height: widgetContentHeight({
      title: race.title,
      rating: `Rating: ${consensus.label} (${rule})`,
      rows: candidates.map((c) => ({ name: `${c.name} (${c.party})`, pct: `${c.pct}%` })),
      lines: [
        ...(wording.resultLine ? [wording.resultLine] : []),
        ...(pollsSummary ? [pollsSummary] : []),
        ...wording.widgetLines,
      ],
      footer,
    }),
  };
  // The snippet builder's data (race.eta): the race's part of every snippet; the default snippet is shown as is.
  const embedData = {
    src: `${ctx.baseUrl}/embed/race/${race.id}`,
    title: race.title,
    height: widget.height,
    host: hostScript(new URL(ctx.baseUrl).origin),
  };
  const embed = {
    ...embedData,
    choices: SNIPPET_CHOICES,
    defaults: DEFAULT_CHOICES,
    script: EMBED_BUILDER_SCRIPT,
    snippet: embedSnippet({ ...embedData, ...DEFAULT_CHOICES }),
  };
  return {
    race,
    ratings,
    consensus: { ...consensus, rule },
    average,
    freshness,
    electionDay: humanDate(electionDay),
    held,
    finalAverage: wording.finalAverage,
    pageElectionLine: wording.pageLine,
    noPolls: wording.noPolls,
    resultsUrl: outcome?.url ?? ctx.resultsUrls?.get(race.id) ?? null,
    pollRecord: ctx.pollAccuracy ? { line: pollRecordLine(race, ctx.pollAccuracy), url: ACCURACY_URL } : null,
    previous: previousResults(race, ctx.seatResults ?? []).map((r) => ({ ...r, line: seatResultLine(r) })),
    widget,
    params: { half_life: DEFAULT_HALF_LIFE, min_rating: DEFAULT_MIN_RATING, reference_date: humanDate(coverageEnd) },
    chart: average
      ? pollChart(
          race,
          data.polls,
          computeAverageHistory(race, data.polls, { halfLife: DEFAULT_HALF_LIFE, minRating: DEFAULT_MIN_RATING }),
          race.year === 2026 ? ELECTION_DATE_2026 : undefined,
        )
      : null,
    coverageEnd: humanDate(coverageEnd),
    polls: polls.map((p) => ({
      date: humanDate(p.date),
      pollster: p.pollster,
      pollsterUrl: `/methodology#${pollsterAnchor(p.pollster)}`,
      grade: p.grade ?? 'unrated',
      population: p.population ?? 'n/a',
      populationTitle: p.population ? POPULATION_NAMES[p.population] : 'not published',
      sample: p.sampleSize?.toLocaleString('en-US') ?? 'n/a',
      moe: p.marginOfError === null ? 'n/a' : `±${p.marginOfError}`,
      sponsor: [p.sponsor, p.partisan ? `partisan: ${p.partisan}` : null].filter(Boolean).join(' · ') || 'none',
      result: p.candidates
        .filter((c) => p.results[c.slug] !== undefined)
        .map((c) => `${c.name} ${p.results[c.slug]}`)
        .join(', '),
      hypothetical: p.hypothetical,
      inDefaultAverage: inDefaultAverage(p),
      url: p.sourceUrl,
    })),
    embed,
    snippet: embed.snippet,
    links: linksOf(race),
    subtitle: [race.special ? 'Special election' : null, race.incumbent ? incumbentLine(race.incumbent) : null]
      .filter(Boolean)
      .join(' · '),
  };
}

export type RaceView = ReturnType<typeof raceView>;

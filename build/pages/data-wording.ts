/**
 * What the widget, the race pages, /races and /methodology say about time: derived from the data (the race's last
 * poll, the newest poll of any race, whether results are in the data) and the build time, never typed in. Every
 * claim is about our data ("no polls of this race in our sources"), never about the world ("no public polls"),
 * because the poll sources stop a month before the election and the world kept polling. "Final" is said only of
 * an average whose polls reach election day.
 */
import { electionHeld } from './election-day.ts';
import { humanDate } from './format.ts';

export interface WordingInput {
  /** The statutory election day (ISO date). */
  electionDay: string;
  /** ISO time of the build; null = unknown, treated as before the election. */
  buildTime: string | null;
  /** End date of the newest poll of this race in our data (any poll, averaged or not); null when none. */
  lastPoll: string | null;
  /** End date of the newest poll the average counts; null when the race has no average. */
  averageThrough: string | null;
  /** End date of the newest poll of any race in our data: where our poll sources end. */
  sourcesEnd: string;
  /** Where this race's results are in our data (an API path); null while they are not. */
  resultsUrl: string | null;
  /** The race's result once our data has it ("Jon Ossoff (D) won by 5.2 points over ..."), and how far the last
   * polling average was from it; null while the result is not in our data. */
  result?: { line: string; averageGap: string | null } | null;
}

export interface Wording {
  held: boolean;
  /** True only when the average's polls reach election day (the day before it or later). */
  finalAverage: boolean;
  /** The widget's first line, under the title, once the result is in our data ("Result: ..."); else null. */
  resultLine: string | null;
  /** The widget's lines under the average, in order. */
  widgetLines: string[];
  /** The race page's opening paragraph about the election and our data. */
  pageLine: string;
  /** The line beside the average on the race page, or alone when there is none. */
  freshness: string;
  /** The race page's Polls section when the race has none. */
  noPolls: string;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** Whether polls ending on `date` reach the election: fieldwork that ends the day before it or later. */
export const reachesElectionDay = (date: string | null, electionDay: string) =>
  date !== null && daysBetween(date, electionDay) <= 1;

/** "our poll sources end Oct 2, 2026, 32 days before the election": null when they reach election day. */
function sourcesGap(sourcesEnd: string, electionDay: string): { end: string; days: number } | null {
  if (!sourcesEnd || reachesElectionDay(sourcesEnd, electionDay)) return null;
  return { end: humanDate(sourcesEnd), days: daysBetween(sourcesEnd, electionDay) };
}

export function raceWording(w: WordingInput): Wording {
  const result = w.result ?? null;
  // A result in our data means the election was held, whatever the build time says.
  const held = electionHeld(w.electionDay, w.buildTime) || result !== null;
  const day = humanDate(w.electionDay);
  const finalAverage = held && reachesElectionDay(w.averageThrough, w.electionDay);
  const gap = sourcesGap(w.sourcesEnd, w.electionDay);
  const noPolls = 'No polls of this race in our sources';
  const last = w.lastPoll ? humanDate(w.lastPoll) : null;

  if (!held) {
    const freshness = last ? `Polls through ${last}` : `${noPolls} (they end ${humanDate(w.sourcesEnd)})`;
    return {
      held,
      finalAverage,
      resultLine: null,
      widgetLines: [freshness, `Election day: ${day}`],
      pageLine: `Election day: ${day}.`,
      freshness,
      noPolls: `${noPolls}.`,
    };
  }

  const freshness = last ? `Last poll in our data: ${last}` : noPolls;
  const gapLine = gap
    ? `Our poll sources end ${gap.end}: the last ${gap.days} days before the election are missing`
    : null;
  const results =
    w.resultsUrl || result ? `Election held ${day}` : `Election held ${day} · results not yet in our data`;
  const electionLine = finalAverage ? `Final pre-election polling average · ${results}` : results;

  const sentences = [`Election held ${day}.`];
  if (result) sentences.push(`Result in our data: ${result.line}.`, ...(result.averageGap ? [result.averageGap] : []));
  else
    sentences.push(w.resultsUrl ? 'Its results are in our data (link below).' : 'Its results are not yet in our data.');
  sentences.push(
    last ? `The last poll of this race in our data ended ${last}.` : 'Our sources have no polls of this race.',
  );
  if (gap) {
    const average = w.averageThrough && !finalAverage ? ': the average below is not a final pre-election average' : '';
    sentences.push(
      `Our poll sources end ${gap.end}, so polls of the last ${gap.days} days of the campaign are missing${average}.`,
    );
  }
  sentences.push('Ratings are the last ones in our sources, as of their dates.');
  return {
    held,
    finalAverage,
    resultLine: result ? `Result: ${result.line}` : null,
    widgetLines: [freshness, ...(gapLine ? [gapLine] : []), electionLine],
    pageLine: sentences.join(' '),
    freshness,
    noPolls: `${noPolls}.`,
  };
}

/** "D+7.7", "R+2.0", "tied": a Democratic-minus-Republican margin in points. */
const marginLabel = (m: number) => (m > 0 ? `D+${m.toFixed(1)}` : m < 0 ? `R+${(-m).toFixed(1)}` : 'tied');

/** How far the last polling average in our data was from the result, both as Democratic-minus-Republican margins. */
export function averageGap(averageMargin: number, through: string, resultMargin: number): string {
  const diff = Number((averageMargin - resultMargin).toFixed(1));
  const how =
    diff === 0
      ? 'it matched the result'
      : `it was ${Math.abs(diff).toFixed(1)} points more ${diff > 0 ? 'Democratic' : 'Republican'} than the result`;
  return `The last polling average in our data (polls through ${humanDate(through)}) was ${marginLabel(averageMargin)}; the result was ${marginLabel(resultMargin)}: ${how}.`;
}

export interface LimitsInput {
  electionDay: string;
  buildTime: string | null;
  sourcesEnd: string;
  /** Senate and governor races, and how many of them have no poll in our data. */
  races: number;
  racesWithoutPolls: number;
  /** How many of them have results in our data. */
  racesWithResults: number;
  /** The newest rating date in our data. */
  latestRating: string | null;
}

/** The few sentences /methodology opens with and /races repeats: what our data does not have, as of the build. */
export function knownLimits(l: LimitsInput): string[] {
  const held = electionHeld(l.electionDay, l.buildTime);
  const day = humanDate(l.electionDay);
  const gap = sourcesGap(l.sourcesEnd, l.electionDay);
  const out: string[] = [];
  if (gap)
    out.push(
      `Our poll sources end ${gap.end}, ${gap.days} days before the ${day} election: the polls of the last month of the campaign are not in our data, so no average here is a final pre-election average.`,
    );
  out.push(`${l.racesWithoutPolls} of the ${l.races} Senate and governor races have no polls in our sources.`);
  if (held) {
    out.push(
      l.racesWithResults === 0
        ? `The election was held ${day}; its results are not yet in our data.`
        : `The election was held ${day}; results of ${l.racesWithResults} of the ${l.races} races are in our data.`,
    );
  }
  if (l.latestRating)
    out.push(`Ratings are the last ones in our sources, the newest dated ${humanDate(l.latestRating)}.`);
  return out;
}

/** A results record as far as the pages need it: which office, year, state, seat class and stage. */
export interface ResultRef {
  office: string;
  year: number;
  state: string;
  seat_class?: number | null;
  special?: boolean;
  stage: string;
}

/**
 * Race id -> the API path of its general-election results, for the 2026 Senate and governor races whose results
 * are in our data (none until a 2026 release is ingested). A Senate race matches on state and special election.
 */
export function resultsUrlsOf(
  races: { id: string; year: number; state: string; office: string; special: boolean }[],
  results: ResultRef[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const race of races) {
    if (race.office !== 'senate' && race.office !== 'governor') continue;
    const found = results.some(
      (r) =>
        r.office === race.office &&
        r.year === race.year &&
        r.state === race.state &&
        r.stage === 'general' &&
        (race.office === 'governor' || Boolean(r.special) === race.special),
    );
    if (found) out.set(race.id, `/api/${race.office}/${race.year}/${race.state}`);
  }
  return out;
}

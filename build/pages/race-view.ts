import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, inDefaultAverage } from '../compute/average.ts';
import { computeAverageHistory } from '../compute/average-history.ts';
import { computePollAverage } from '../compute/poll-average.ts';
import { raceUrls } from '../compute/races.ts';
import { newestFirst, newestPollDate, type PollData } from '../compute/polls.ts';
import type { Race2026 } from '../schemas/polls.ts';
import { pollChart } from './chart.ts';
import { consensusRating, RATING_LABELS } from '../compute/consensus.ts';
import { escapeHtml } from './escape.ts';
import { humanDate, partyClass } from './format.ts';


const RATERS = [
  ['cook', 'Cook Political Report'],
  ['sabato', "Sabato's Crystal Ball"],
  ['inside_elections', 'Inside Elections'],
] as const;

/** The API's population codes, spelled the same on the pages, with their meaning for a tooltip. */
const POPULATION_NAMES = { lv: 'likely voters', rv: 'registered voters', a: 'adults', v: 'voters (unspecified)' } as const;

/** The page's links: the same URLs as the race's entry in /api/races. */
function linksOf(race: Race2026) {
  const urls = raceUrls(race);
  return { race: urls.page, methodology: '/methodology', widget: urls.widget, average: urls.average, history: urls.average_history, json: urls.polls_json, csv: urls.polls_csv, ratings: '/api/ratings/2026' };
}

/** Height of the default embed snippet's frame: tall enough for the race's rows and the pinned footer. */
export const widgetHeight = (candidates: number) => 150 + Math.max(candidates, 1) * 30;

/** Everything the widget and race page show about one race, computed with the API's own code. */
export function raceView(data: PollData, race: Race2026, baseUrl: string) {
  const ratingRow = data.ratings.find((r) => r.raceId === race.id);
  const ratings = RATERS.map(([key, name]) => {
    const r = ratingRow?.[key] ?? null;
    return { key, name, code: r?.rating ?? null, label: r ? RATING_LABELS[r.rating] : 'Not rated', as_of: r?.as_of ?? null };
  });
  const consensus = consensusRating(ratings.map((r) => r.code));
  const result = computePollAverage(data, { state: race.state, race: race.id, halfLife: DEFAULT_HALF_LIFE, minRating: DEFAULT_MIN_RATING });
  const avg = result.average[race.id];
  const average = avg && avg.candidates.length ? { polls: avg.polls, candidates: avg.candidates.map((c) => ({ ...c, pct: c.pct.toFixed(1), cls: partyClass(c.party) })) } : null;
  const polls = data.polls.filter((p) => p.raceId === race.id).sort(newestFirst);
  const widget = `${baseUrl}/embed/race/${race.id}`;
  return {
    race,
    ratings,
    consensus: { ...consensus, raters: ratings.filter((r) => r.code).map((r) => r.name).join(', ') },
    average,
    freshness: avg?.latest_poll ? humanDate(avg.latest_poll) : null,
    params: { half_life: result.methodology.half_life, min_rating: result.methodology.min_rating, reference_date: result.methodology.reference_date },
    chart: average ? pollChart(race, data.polls, computeAverageHistory(race, data.polls, { halfLife: DEFAULT_HALF_LIFE, minRating: DEFAULT_MIN_RATING })) : '',
    coverageEnd: newestPollDate(data.polls),
    polls: polls.map((p) => ({
      date: p.date,
      pollster: p.pollster,
      grade: p.grade ?? 'unrated',
      population: p.population ?? 'n/a',
      populationTitle: p.population ? POPULATION_NAMES[p.population] : 'not published',
      sample: p.sampleSize?.toLocaleString('en-US') ?? 'n/a',
      moe: p.marginOfError === null ? 'n/a' : `±${p.marginOfError}`,
      partisan: p.partisan ? `${p.partisan} sponsor` : 'no',
      result: p.candidates.filter((c) => p.results[c.slug] !== undefined).map((c) => `${c.name} ${p.results[c.slug]}`).join(', '),
      hypothetical: p.hypothetical,
      inDefaultAverage: inDefaultAverage(p),
      url: p.sourceUrl,
    })),
    snippet: `<iframe src="${widget}" title="${escapeHtml(race.title)}: polling average" width="100%" height="${widgetHeight(average?.candidates.length ?? 0)}" style="max-width:480px;border:0" loading="lazy"></iframe>`,
    links: linksOf(race),
    subtitle: [race.special ? 'Special election' : null, race.incumbent ? `Incumbent: ${race.incumbent.name}${race.incumbent.party ? ` (${race.incumbent.party})` : ''}` : null].filter(Boolean).join(' · '),
  };
}

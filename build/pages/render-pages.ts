import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Eta } from 'eta';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import registry from '../curated/sources.json' with { type: 'json' };
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, METHODOLOGY_FORMULA, QUALITY } from '../compute/average.ts';
import { newestPollDate, ratingDates, type PollData } from '../compute/polls.ts';
import { GRADES, type Pollster } from '../schemas/polls.ts';
import type { Route } from '../routes/types.ts';
import { CONSENSUS_RULE } from '../compute/consensus.ts';
import { docsView } from './docs-view.ts';
import { raceView } from './race-view.ts';

export interface PageFile {
  path: string;
  content: string;
}

export interface PageInputs {
  templatesDir: string;
  baseUrl: string;
  site: string;
  attribution: string;
  polls: PollData;
  pollsters: Pollster[];
  openapi: OpenAPIObject;
  routes: Route[];
}

/**
 * Every HTML page, rendered at build time with eta (which escapes every data string): landing, races list, one
 * page and one widget per race, methodology, docs and the 404 page; plus the shared stylesheet.
 */
export function renderPages(inputs: PageInputs): PageFile[] {
  const eta = new Eta({ views: inputs.templatesDir, autoEscape: true, autoTrim: false, cache: true });
  const page = (title: string, template: string, data: object, description?: string) =>
    eta.render('page', { title, description, body: eta.render(template, data) });
  const files: PageFile[] = [{ path: 'assets/site.css', content: readFileSync(join(inputs.templatesDir, 'site.css'), 'utf8') }];
  const coverageEnd = newestPollDate(inputs.polls.polls);
  const views = inputs.polls.races.map((race) => raceView(inputs.polls, race, inputs.baseUrl));
  for (const v of views) {
    files.push({ path: `embed/race/${v.race.id}.html`, content: eta.render('widget', { ...v, site: inputs.site }) });
    files.push({ path: `races/${v.race.id}.html`, content: page(`${v.race.title}: polls, average and ratings`, 'race', v, `Polls, polling average and ratings for ${v.race.title}.`) });
  }
  const racesList = views.map((v) => ({ id: v.race.id, title: v.race.title, rating: v.consensus.label, polls: v.polls.length, latest: v.polls[0]?.date ?? null }));
  files.push({ path: 'races.html', content: page('2026 races', 'races', { races: racesList, coverageEnd }) });
  files.push({ path: 'index.html', content: page('U.S. Election Data API', 'index', { baseUrl: inputs.baseUrl }, 'Free public API of U.S. election results, polls and ratings.') });
  const dates = ratingDates(inputs.polls.ratings);
  files.push({
    path: 'methodology.html',
    content: page('Methodology', 'methodology', {
      formula: METHODOLOGY_FORMULA,
      defaults: { half_life: DEFAULT_HALF_LIFE, min_rating: DEFAULT_MIN_RATING },
      referenceDate: coverageEnd,
      quality: Object.entries(QUALITY),
      gradeOrder: GRADES.join(' > '),
      pollsters: inputs.pollsters,
      ratingDates: dates.length ? `${dates[0]} to ${dates[dates.length - 1]}` : 'n/a',
      consensusRule: CONSENSUS_RULE,
      sources: registry.sources,
      coverageEnd,
    }),
  });
  files.push({ path: 'docs.html', content: page('API reference', 'docs', docsView(inputs.openapi, inputs.routes, inputs.baseUrl, inputs.attribution)) });
  files.push({ path: '404.html', content: page('Not found', 'notfound', {}) });
  return files;
}

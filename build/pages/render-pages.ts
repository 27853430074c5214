import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Eta } from 'eta';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import registry from '../curated/sources.json' with { type: 'json' };
import { VERIFICATION_STATUSES } from '../schemas/results.ts';
import { DEFAULT_HALF_LIFE, DEFAULT_MIN_RATING, METHODOLOGY_FORMULA, QUALITY } from '../compute/average.ts';
import { POLL_ACCURACY_METHOD } from '../compute/poll-accuracy.ts';
import type { PollAccuracy } from '../schemas/api/poll-accuracy.ts';
import { ACCURACY_URL, pollsterAnchor, pollsterRecordOf } from './poll-record.ts';
import { newestPollDate, ratingDates, type PollData } from '../compute/polls.ts';
import { GRADES, type Pollster } from '../schemas/polls.ts';
import type { Route } from '../routes/types.ts';
import type { Correction } from '../schemas/corrections.ts';
import type { Race } from '../schemas/results.ts';
import { CONSENSUS_RULE } from '../compute/consensus.ts';
import { docsView } from './docs-view.ts';
import type { DataValues, DocsExample } from './example-text.ts';
import { homeView, type HomeInputs } from './home-view.ts';
import changelog from '../curated/changelog.json' with { type: 'json' };
import { humanDate } from './format.ts';
import { linkSegments } from './links.ts';
import { knownLimits } from './data-wording.ts';
import { generalElectionDay } from './election-day.ts';
import { CORRECTIONS_FILTER_SCRIPT, CORRECTIONS_SEARCH_SCRIPT } from './corrections-view.ts';
import { correctionOffices } from './corrections-groups.ts';
import { racesList } from './races-list.ts';
import { raceView, type RaceView } from './race-view.ts';
import { WIDGET_SCRIPT } from './widget-script.ts';
import { electionPages, type ElectionsInput } from './results/elections.ts';
import { officeYearPages } from './results/office-year.ts';
import { statePages, type StatePagesInputs } from './results/states.ts';
import { absoluteUrl, pagePathOf, pageTitle, robotsTxt, SITE_NAME, sitemapXml } from './site-meta.ts';

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
  corrections: Correction[];
  /** Contest records per office and verification status (compute/verification.ts). */
  verification?: Record<string, Record<string, number>>;
  openapi: OpenAPIObject;
  routes: Route[];
  /** ISO time of the build; after a race's election day its widget says the election was held. */
  buildTime?: string | null;
  /** Race id -> the API path of its results, for 2026 races whose results are in our data (none yet). */
  resultsUrls?: ReadonlyMap<string, string>;
  /** Senate and governor results of every year, for each race page's previous results of the seat. */
  seatResults?: readonly Race[];
  /** /docs: each route's example response and the parameter values its files answer (pipeline/examples.ts). */
  docs?: { examples: Record<string, DocsExample>; dataValues: DataValues };
  /** GET /api/polls/accuracy: each race page's 1998-2022 line and each pollster's record. */
  pollAccuracy?: PollAccuracy;
  /** The bodies of /api/elections/{year} and /api/elections/{year}/{state}, for the presidential results pages. */
  elections?: ElectionsInput;
  /** Results of every office, the states and the corrections: the state and office-year results pages (issue 21). */
  results?: StatePagesInputs;
  /** The home page's release summary (/api/meta's values) and year spans; no home page without them. */
  home?: Pick<HomeInputs, 'release' | 'coverage'>;
}

const RACES_DESCRIPTION =
  'Every 2026 Senate and governor race and the generic ballot: polling average, leader and margin, and the consensus rating.';
const METHODOLOGY_DESCRIPTION =
  'How the polling averages, pollster grades and consensus ratings are computed, and where every figure comes from.';
const CORRECTIONS_DESCRIPTION =
  'Every correction applied to the source data, searchable, with the official publication behind it and a link to the corrected record.';
const HOME_DESCRIPTION =
  'Free public API of U.S. election results since 1976, 2026 polls, averages, ratings and markets, and past polls: what it covers, how fresh, what changed.';
const DOCS_DESCRIPTION =
  'Reference of every endpoint: parameters, responses, errors, CSV downloads, and the embeddable race widget.';

/** The known limits of our data as of the build, for /methodology's summary and /races (2026 races only). */
function limitsOf(views: RaceView[], inputs: PageInputs, sourcesEnd: string, latestRating: string | null): string[] {
  const races = views.filter((v) => v.race.office !== 'generic_ballot');
  if (!races.length) return [];
  return knownLimits({
    electionDay: generalElectionDay(races[0]!.race.year),
    buildTime: inputs.buildTime ?? null,
    sourcesEnd,
    races: races.length,
    racesWithoutPolls: races.filter((v) => v.polls.length === 0).length,
    racesWithResults: races.filter((v) => v.resultsUrl !== null).length,
    latestRating,
  });
}

/**
 * Every HTML page, rendered at build time with eta (which escapes every data string): landing, races list, one
 * page and one widget per race, methodology, docs and the 404 page; plus the shared stylesheet, the sitemap of the
 * pages and robots.txt.
 */
export function renderPages(inputs: PageInputs): PageFile[] {
  const eta = new Eta({ views: inputs.templatesDir, autoEscape: true, autoTrim: false, cache: true });
  // Every page: its title with the site name, a description and the OpenGraph tags (site-meta.ts); the URL is the
  // page's public one (none for the 404 page, served at any unknown path).
  const page = (file: string, title: string, template: string, data: object, description: string) => {
    const path = pagePathOf(file);
    const url = path === null ? null : absoluteUrl(inputs.baseUrl, path);
    return {
      path: file,
      content: eta.render('page', {
        title: pageTitle(title),
        description,
        siteName: SITE_NAME,
        url,
        body: eta.render(template, data),
      }),
    };
  };
  // site.css serves every page and the widget; pages.css only the pages (the widget stays small without it).
  const files: PageFile[] = ['site.css', 'pages.css'].map((css) => ({
    path: `assets/${css}`,
    content: readFileSync(join(inputs.templatesDir, css), 'utf8'),
  }));
  const coverageEnd = newestPollDate(inputs.polls.polls);
  const ctx = {
    baseUrl: inputs.baseUrl,
    site: inputs.site,
    buildTime: inputs.buildTime ?? null,
    resultsUrls: inputs.resultsUrls,
    seatResults: inputs.seatResults,
    pollAccuracy: inputs.pollAccuracy?.by_state_office,
  };
  const views = inputs.polls.races.map((race) => raceView(inputs.polls, race, ctx));
  const dates = ratingDates(inputs.polls.ratings);
  const recordOf = pollsterRecordOf(inputs.pollAccuracy?.by_pollster ?? []);
  const limits = limitsOf(views, inputs, coverageEnd, dates.at(-1) ?? null);
  for (const v of views) {
    const widgetTitle = pageTitle(`${v.race.title}: polling average`);
    files.push({
      path: `embed/race/${v.race.id}.html`,
      content: eta.render('widget', {
        ...v,
        site: inputs.site,
        script: WIDGET_SCRIPT,
        title: widgetTitle,
        siteName: SITE_NAME,
      }),
    });
    files.push(
      page(
        `races/${v.race.id}.html`,
        `${v.race.title}: polls, average and ratings`,
        'race',
        v,
        `Polls, polling average and ratings for ${v.race.title}.`,
      ),
    );
  }
  files.push(page('races.html', '2026 races', 'races', { groups: racesList(views), limits }, RACES_DESCRIPTION));
  if (inputs.home)
    files.push(
      page(
        'index.html',
        SITE_NAME,
        'index',
        homeView({ baseUrl: inputs.baseUrl, changes: changelog.entries, ...inputs.home }),
        HOME_DESCRIPTION,
      ),
    );
  files.push(
    page(
      'methodology.html',
      'Methodology',
      'methodology',
      {
        formula: METHODOLOGY_FORMULA,
        defaults: { half_life: DEFAULT_HALF_LIFE, min_rating: DEFAULT_MIN_RATING },
        referenceDate: coverageEnd ? humanDate(coverageEnd) : 'n/a',
        quality: Object.entries(QUALITY),
        gradeOrder: GRADES.join(' > '),
        pollsters: inputs.pollsters.map((p) => ({ ...p, anchor: pollsterAnchor(p.name), record: recordOf(p.name) })),
        accuracyUrl: ACCURACY_URL,
        ratingDates: dates.length ? `${humanDate(dates[0]!)} to ${humanDate(dates[dates.length - 1]!)}` : 'n/a',
        consensusRule: CONSENSUS_RULE,
        pollAccuracyMethod: POLL_ACCURACY_METHOD,
        sources: registry.sources.map((s) => ({ ...s, upstream: linkSegments(s.upstream) })),
        corrections: inputs.corrections,
        verification: inputs.verification ?? {},
        verificationStatuses: VERIFICATION_STATUSES,
        coverageEnd: coverageEnd ? humanDate(coverageEnd) : 'n/a',
        limits,
      },
      METHODOLOGY_DESCRIPTION,
    ),
  );
  // The corrections: an index and one page per office (one page of them all was 716 KB, slow on a phone).
  const offices = correctionOffices(inputs.corrections);
  files.push(
    page(
      'corrections.html',
      'Corrections to the sources',
      'corrections',
      { offices, total: inputs.corrections.length, script: CORRECTIONS_SEARCH_SCRIPT },
      CORRECTIONS_DESCRIPTION,
    ),
  );
  for (const office of offices) {
    const description = `Every correction to the ${office.label} source data (${office.count}), by year, with its citation and a link to the corrected record.`;
    files.push(
      page(
        `${office.file}.html`,
        `Corrections: ${office.label}`,
        'corrections-office',
        { office, offices, script: CORRECTIONS_FILTER_SCRIPT },
        description,
      ),
    );
  }
  const sample = views.find((v) => v.race.id === 'ga-sen-2026') ?? views[0];
  const widget = {
    example: sample?.snippet ?? '',
    exampleUrl: sample ? sample.links.widget : '/embed/race/ga-sen-2026',
    height: sample?.widget.height ?? 0,
  };
  files.push(
    page(
      'docs.html',
      'API reference',
      'docs',
      docsView(inputs.openapi, inputs.routes, inputs.baseUrl, inputs.attribution, widget, inputs.docs),
      DOCS_DESCRIPTION,
    ),
  );
  if (inputs.elections) files.push(...electionPages(inputs.elections, page));
  if (inputs.results) files.push(...statePages(inputs.results, page), ...officeYearPages(inputs.results, page));
  files.push(
    page(
      '404.html',
      'Not found',
      'notfound',
      {},
      'No page at this address. The pages and the API are listed on the home page.',
    ),
  );
  const listed = files.map((f) => pagePathOf(f.path)).filter((p): p is string => p !== null);
  files.push(
    { path: 'sitemap.xml', content: sitemapXml(inputs.baseUrl, listed) },
    { path: 'robots.txt', content: robotsTxt(inputs.baseUrl) },
  );
  return files;
}

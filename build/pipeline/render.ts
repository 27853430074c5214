import { verificationCounts } from '../compute/verification.ts';
import { computePollAccuracy } from '../compute/poll-accuracy.ts';
import { coverageOf } from '../compute/coverage.ts';
import { releaseSummary } from '../routes/meta.ts';
import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from '../openapi/document.ts';
import { renderPages } from '../pages/render-pages.ts';
import { computeElectionState, computeElectionYear } from '../compute/elections.ts';
import { PRESIDENTIAL_YEARS, STATE_CODES } from '../schemas/common.ts';
import { resultsUrlsOf } from '../pages/data-wording.ts';
import { jsonInstance } from '../routes/instances.ts';
import type { LateContext, Route, StaticInstance } from '../routes/types.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { ApiIndexSchema } from '../schemas/api/meta.ts';
import { CORRECTIONS_FILTER_HASH, CORRECTIONS_SEARCH_HASH } from '../pages/corrections-view.ts';
import { DOCS_SCRIPT_HASH } from '../pages/docs-script.ts';
import { EMBED_BUILDER_HASH } from '../pages/embed-snippet.ts';
import { TABLE_SORT_HASH } from '../pages/results/table-sort.ts';
import { WIDGET_SCRIPT_HASH } from '../pages/widget-script.ts';
import { formatHeaders, formatRedirects } from '../serving/netlify-files.ts';
import { headerRules, redirectRules, routePlan, sitePlans } from '../serving/plan.ts';
import { dataValues, docsExamples } from './examples.ts';

export interface OutputFile {
  path: string;
  content: string;
}

export interface RenderOptions {
  baseUrl: string;
  templatesDir: string;
  site: string;
  attribution: string;
  buildTime?: string | null;
}

/** Renders one file, naming the file and the field when its body does not match its schema. */
function validated(instance: StaticInstance): OutputFile {
  let content: string;
  try {
    content = instance.render();
  } catch (error) {
    const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
    const detail = issues?.length
      ? `field ${issues[0]!.path.map(String).join('.') || '(root)'}: ${issues[0]!.message}`
      : (error as Error).message;
    throw new Error(`dist/${instance.file}: ${detail}`);
  }
  return { path: instance.file, content };
}

/** GET /api: the endpoints and where the OpenAPI document, docs, release summary and manifest are (a few KB). */
function apiIndex(routes: Route[], baseUrl: string): StaticInstance {
  return jsonInstance('api/index.json', [], ApiIndexSchema, () => ({
    service: 'U.S. Election Data API',
    version: 'v1' as const,
    base_url: baseUrl,
    openapi: `${baseUrl}/openapi.json`,
    docs: `${baseUrl}/docs`,
    meta: `${baseUrl}/api/meta`,
    manifest: `${baseUrl}/api/manifest`,
    endpoints: routes.map((r) => ({
      id: r.id,
      path: r.path,
      url_template: `${baseUrl}${r.path}`,
      summary: r.summary,
      parameters: r.params.map((p) => p.name),
      served_by: routePlan(r).servedBy,
      example: `${baseUrl}${r.example}`,
    })),
  }));
}

/** The pages' inline scripts, allowed by hash in the CSP of the page families that run them (serving/pages.ts). */
export const SCRIPT_HASHES = {
  widget: [WIDGET_SCRIPT_HASH],
  corrections: [CORRECTIONS_FILTER_HASH],
  'corrections-search': [CORRECTIONS_SEARCH_HASH],
  'table-sort': [TABLE_SORT_HASH],
  docs: [DOCS_SCRIPT_HASH],
  'embed-builder': [EMBED_BUILDER_HASH],
};

/** The presidential results pages' data: the API's own bodies of /api/elections/{year} and .../{state}. */
function electionsInput(data: Dataset) {
  return {
    years: PRESIDENTIAL_YEARS.map((y) => computeElectionYear(data, y)),
    states: PRESIDENTIAL_YEARS.flatMap((y) => STATE_CODES.map((s) => computeElectionState(data, y, s))),
  };
}
/** What the state and office-year results pages read (issue 21). */
const resultsInputs = (data: Dataset) => ({
  senate: data.senate,
  house: data.house,
  governor: data.governor,
  states: data.states,
  corrections: data.corrections,
  president: data.presidentStates,
  races2026: data.polls2026.races,
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const byPath = (a: OutputFile, b: OutputFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * Compute, render and validate stages: every static response of the route table, the pages, the Netlify rules,
 * the OpenAPI document, and the endpoint index. Routes marked late (/api/meta, /api/manifest) render after the
 * manifest (sha256 and size of every other file) is known, since they describe it. Pure: writes nothing.
 */
export function renderSite(routes: Route[], data: Dataset, options: RenderOptions): OutputFile[] {
  const late: LateContext = {
    manifestSha256: '',
    buildTime: options.buildTime ?? null,
    manifest: {},
    endpointFiles: {},
  };
  const plans = sitePlans(routes);
  const instances = new Map<string, StaticInstance[]>();
  for (const plan of plans) if (plan.files) instances.set(plan.id, plan.files(data, late));
  const lateIds = new Set(plans.filter((p) => p.late).map((p) => p.id));

  const files: OutputFile[] = [];
  for (const [id, list] of instances)
    if (!lateIds.has(id)) for (const instance of list) files.push(validated(instance));
  const openapi = buildOpenApiDocument(routes, options.baseUrl);
  files.push({ path: 'openapi.json', content: `${JSON.stringify(openapi, null, 2)}\n` });
  const bodies = new Map(files.map((f) => [f.path, f.content]));
  const now = new Date(options.buildTime ?? '2026-01-01T00:00:00Z');
  // The docs' examples read each route's files (none for a function route).
  const byRoute = new Map(routes.map((r) => [r, instances.get(r.id) ?? []]));
  const docs = {
    examples: docsExamples(routes, data, byRoute, bodies, late, now),
    dataValues: dataValues(routes, byRoute),
  };
  files.push(
    ...renderPages({
      docs,
      templatesDir: options.templatesDir,
      baseUrl: options.baseUrl,
      site: options.site,
      attribution: options.attribution,
      polls: data.polls2026,
      pollsters: data.pollsters,
      corrections: data.corrections,
      verification: verificationCounts({
        president: data.presidentStates,
        senate: data.senate,
        house: data.house,
        governor: data.governor,
      }),
      openapi,
      routes,
      buildTime: options.buildTime ?? null,
      resultsUrls: resultsUrlsOf(data.polls2026.races, [...data.senate, ...data.governor]),
      seatResults: [...data.senate, ...data.governor],
      pollAccuracy: computePollAccuracy(data.pollHistory, data.pollsters),
      elections: electionsInput(data),
      results: resultsInputs(data),
      home: { release: releaseSummary(data, options.buildTime ?? null), coverage: coverageOf(data) },
    }),
  );
  files.push({ path: '_headers', content: formatHeaders(headerRules(plans, instances, SCRIPT_HASHES)) });
  const rules = redirectRules(plans, instances, data);
  files.push({ path: '_redirects', content: formatRedirects(rules) });
  files.sort(byPath);

  const manifest = Object.fromEntries(
    files.map((f) => [f.path, { sha256: sha256(f.content), size: Buffer.byteLength(f.content) }]),
  );
  late.manifest = manifest;
  late.manifestSha256 = sha256(JSON.stringify(manifest));
  late.endpointFiles = Object.fromEntries(
    routes.map((r) => [r.id, (instances.get(r.id) ?? []).map((i) => `/${i.file}`)]),
  );
  for (const [id, list] of instances) if (lateIds.has(id)) for (const instance of list) files.push(validated(instance));
  files.push(validated(apiIndex(routes, options.baseUrl)));
  const written = new Set(files.map((f) => `/${f.path}`));
  for (const rule of rules) {
    // A 301 names the public (pretty) URL of a page: its file is that path with .html.
    const file = rule.status === 301 ? `${rule.to}.html` : rule.to;
    if (!rule.to.startsWith('/.netlify/') && !written.has(file))
      throw new Error(`dist/_redirects: rule ${rule.from} -> ${rule.to} points at a file the build did not write`);
  }
  return files.sort(byPath);
}

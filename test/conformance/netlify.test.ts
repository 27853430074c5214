/**
 * Conformance: the generated _redirects and _headers, run through Netlify's own engine (@netlify/dev 4.18.9,
 * offline, functions and every platform feature disabled), give the same status, body and key headers as the
 * local server, for 200+ valid and invalid URLs. Where Netlify's engine routes to a function, the function's
 * in-process handler gives the expected answer (functions are what Netlify deploys unchanged).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { parseAllHeaders } from '@netlify/headers-parser';
import { RedirectsHandler } from '@netlify/redirects';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadFunctions, type LoadedFunction } from '../../build/server/functions.ts';
import { STATE_CODES, PRESIDENTIAL_YEARS, EVEN_YEARS } from '../../build/schemas/common.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const ORIGIN = 'http://localhost:8888';
let server: RunningServer;
let dev: NetlifyDev;
let redirects: RedirectsHandler;
let functions: Map<string, LoadedFunction>;

/**
 * NetlifyDev re-reads and re-parses _headers on every request, so that a developer's edit shows at once: 55 ms for
 * our 4,000 lines, about 20 s over this file. The files do not change here, so Netlify's parser reads them once and
 * its handler applies the rules as it does (headersForPath in @netlify/headers: every rule whose path matches, the
 * later winning), to exactly the responses it applies them to.
 */
function parseHeadersOnce(configPath: string) {
  const parsed = new Map<string, Promise<{ forRegExp: RegExp; values: Record<string, string> }[]>>();
  HeadersHandler.prototype.apply = async function (request, response, collector) {
    const key = this.headersFiles.join('\n');
    if (!parsed.has(key))
      parsed.set(
        key,
        parseAllHeaders({
          headersFiles: this.headersFiles,
          netlifyConfigPath: configPath,
          configHeaders: [],
          minimal: false,
        }).then(({ headers, errors }) => {
          if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
          return headers as { forRegExp: RegExp; values: Record<string, string> }[];
        }),
      );
    const path = new URL(request.url).pathname;
    const matching: Record<string, string> = Object.assign(
      {},
      ...(await parsed.get(key)!).filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values),
    );
    for (const [name, value] of Object.entries(matching)) {
      response?.headers.set(name, value);
      collector?.(name, value);
    }
    return matching;
  };
}

beforeAll(async () => {
  const distDir = inject('distDir');
  const project = dirname(distDir);
  writeFileSync(join(project, 'netlify.toml'), '[build]\n  publish = "dist"\n');
  parseHeadersOnce(join(project, 'netlify.toml'));
  mkdirSync(join(project, 'netlify', 'functions'), { recursive: true });
  const off = { enabled: false };
  const quiet = { log() {}, info() {}, debug() {}, warn() {}, error: console.error };
  dev = new NetlifyDev({
    projectRoot: project,
    apiToken: '',
    skipGitignore: true,
    serverAddress: ORIGIN,
    aiGateway: off,
    blobs: off,
    database: off,
    edgeFunctions: off,
    environmentVariables: off,
    functions: off,
    geolocation: off,
    images: off,
    logger: quiet as never,
  });
  await dev.start();
  redirects = new RedirectsHandler({
    projectDir: project,
    publicDir: distDir,
    configPath: join(project, 'netlify.toml'),
    jwtSecret: '',
    jwtRoleClaim: '',
  } as never);
  functions = await loadFunctions(resolve('netlify/functions'));
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await dev?.stop();
});

/** What Netlify answers: its redirect engine and static server, and for function targets the function itself. */
async function netlifyAnswer(path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const request = new Request(`${ORIGIN}${path}`);
  // A forced rule ("200!") applies before any file at the path. @netlify/dev runs no functions here and serves the
  // file instead of a forced function rule's target, so such a match goes to the function, as on Netlify.
  const first = await redirects.match(new Request(`${ORIGIN}${path}`));
  const result =
    first?.force && first.target.pathname.startsWith('/.netlify/functions/')
      ? null
      : await dev.handleAndIntrospect(request);
  if (result)
    return { status: result.response.status, body: await result.response.text(), headers: result.response.headers };
  const target = first?.target.pathname ?? '';
  if (target.startsWith('/.netlify/functions/')) {
    const fn = functions.get(target.slice('/.netlify/functions/'.length));
    if (!fn) throw new Error(`Netlify routes ${path} to a function that does not exist: ${target}`);
    const response = await fn.handler(request, {});
    return { status: response.status, body: await response.text(), headers: response.headers };
  }
  return { status: 404, body: '(Netlify 404)', headers: new Headers() };
}

function urls(): string[] {
  const out: string[] = ['/api', '/api/', '/openapi.json', '/api/index.json'];
  for (const y of PRESIDENTIAL_YEARS) out.push(`/api/elections/${y}`);
  STATE_CODES.forEach((s, i) => {
    const y = PRESIDENTIAL_YEARS[i % PRESIDENTIAL_YEARS.length];
    out.push(`/api/elections/${y}/${s}`, `/api/elections/${y}/${s.toLowerCase()}`);
    if (i % 3 === 0) out.push(`/api/states/${s}/history`, `/api/states/${s.toLowerCase()}/history/`);
  });
  EVEN_YEARS.forEach((y, i) => out.push(`/api/${['senate', 'house', 'governor'][i % 3]}/${y}`));
  out.push(
    '/api/swing',
    '/api/swing?from_year=1976',
    '/api/swing?to_year=2008',
    '/api/swing?from_year=2000&to_year=2004',
    '/api/swing?to_year=1988&from_year=1992',
  );
  out.push('/api/swing?from_year=2016&from_year=2012', '/api/swing?from_year=2016&extra=1');
  for (const y of [1976, 2000, 2024]) {
    out.push(
      `/api/export?year=${y}&format=json`,
      `/api/export?format=csv&year=${y}`,
      `/api/export?year=${y}&state=ny&format=csv`,
      `/api/export?year=${y}&state=NY&format=json`,
    );
  }
  // 2026 polls (hybrid: default averages are files, other parameters go to the function), ratings, provenance
  out.push(
    '/api/polls/average?state=GA',
    '/api/polls/average?state=ga',
    '/api/polls/average?state=national',
    '/api/polls/average?state=GA&race=ga-sen-2026',
  );
  out.push(
    '/api/polls/average?state=GA&half_life=7',
    '/api/polls/average?state=GA&min_rating=B',
    '/api/polls/average?state=GA&race=tx-sen-2026',
    '/api/polls/average?state=Ga',
  );
  out.push(
    '/api/polls/average',
    '/api/polls/average?state=WY',
    '/api/polls?state=GA&min_rating=B',
    '/api/polls?state=zz',
    '/api/polls',
    '/api/export/polls?format=json&race=ga-sen-2026',
  );
  out.push(
    '/api/export/polls?format=xml',
    '/api/ratings/2026',
    '/api/ratings/2024',
    '/api/sources',
    '/api/meta',
    '/api/prediction-markets?raceId=nope',
  );
  // issue 11: per-state office files at their own paths (no rule), format defaulting to json, the average's race alone
  out.push(
    '/api/senate/2020/GA',
    '/api/house/2024/CA',
    '/api/governor/2024/CA',
    '/api/governor/2022/ga',
    '/api/house/2021/GA',
    '/api/senate/2020/ZZ',
  );
  out.push(
    '/api/export?year=2024',
    '/api/export?year=2024&state=ga',
    '/api/export?year=1972',
    '/api/export/polls',
    '/api/export/polls?race=ga-sen-2026',
  );
  out.push(
    '/api/polls/average?race=ga-sen-2026',
    '/api/polls/average?race=zz-sen-2026',
    '/api/polls/average?half_life=14',
    '/api/polls?race=ga-sen-2026',
  );
  // issue 21: format=csv on the tables, format=json beside it, bad formats, forced rules over files at their paths
  out.push(
    '/api/senate/2020?format=csv',
    '/api/house/2022?format=json',
    '/api/governor/1990?format=xlsx',
    '/api/elections/2016?format=csv',
    '/api/elections/2016?format=CSV',
  );
  out.push(
    '/api/states/GA/history?format=csv',
    '/api/states/ga/history?format=csv',
    '/api/states/zz/history?format=csv',
    '/api/swing?format=csv',
    '/api/swing?from_year=2016&format=csv',
  );
  out.push(
    '/api/swing?from_year=2016&to_year=2024&format=csv',
    '/api/swing?from_year=2016&to_year=2024&format=pdf',
    '/api/polls/history/2020?format=csv',
    '/api/polls/history/2020?office=senate&format=csv',
  );
  // A state goes to the poll-history function before the office file could answer with every state's polls.
  out.push(
    '/api/polls/history/2020?state=GA&office=senate',
    '/api/polls/history/2020?office=senate&state=ga&format=csv',
    '/api/polls/history/2020?state=ZZ',
    '/api/polls/history/1996?state=GA',
  );
  out.push(
    '/api/polls/accuracy?format=csv',
    '/api/corrections?format=csv',
    '/api/corrections?format=xml',
    '/api/polls/average?state=GA&format=csv',
    '/api/polls?race=ga-sen-2026&format=csv',
  );
  out.push(
    '/api/house/2022/GA?format=csv',
    '/api/house/2022/GA?format=json',
    '/api/house/2022/ga?format=json',
    '/api/senate/2020/GA?format=xml',
    '/api/governor/2021/GA?format=csv',
    '/api/house/2022/ZZ?format=csv',
  );
  out.push(
    '/api/elections/2020/GA?format=csv',
    '/api/elections/2020/GA?format=json',
    '/api/people/S000033?format=csv',
    '/api/people/S000033?format=json',
    '/api/people/S000033',
  );
  out.push(
    '/api/sources?format=CSV',
    '/api/meta?format=csv',
    '/api/manifest?format=csv',
    '/api/prediction-markets?raceId=ga-sen-2026&format=csv',
  );
  // pages: files win over rules; unknown race ids get the HTML 404
  out.push(
    '/',
    '/docs',
    '/methodology',
    '/races',
    '/races/ga-sen-2026',
    '/races/zz-sen-2026',
    '/embed/race/ga-sen-2026',
    '/embed/race/nope',
    '/assets/site.css',
  );
  // issue 22: race ids in capitals redirect (301) to the canonical lower-case id, keeping the query; others stay 404
  out.push(
    '/embed/race/GA-SEN-2026',
    '/embed/race/GA-sen-2026',
    '/races/GA-SEN-2026',
    '/races/US-GENERIC-BALLOT-2026',
    '/embed/race/GA-SEN-2026?theme=dark&size=compact',
  );
  out.push(
    '/embed/race/Ga-Sen-2026',
    '/embed/race/ZZ-SEN-2026',
    '/races/ZZ-SEN-2026',
    '/embed/race/%3Cb%3E',
    '/embed/race/ga-sen-2026?size=compact',
  );
  // invalid or non-canonical requests: everything the fallback answers
  const bad = [
    '/api/elections/2021',
    '/api/elections/1975',
    '/api/elections/2028',
    '/api/elections/1900',
    '/api/elections/-4',
    '/api/elections/20.20',
    '/api/elections/abcd',
    '/api/elections/',
    '/api/elections/2020/Ga',
    '/api/elections/2020/gA/',
    '/api/elections/2020/XX',
    '/api/elections/2021/GA',
    '/api/elections/2020/GA/extra',
    '/api/elections/02020',
    '/api/states/Tx/history',
    '/api/states/zz/history',
    '/api/states/GA',
    '/api/states/GA/history/more',
    '/api/senate/2019',
    '/api/senate/1974',
    '/api/senate/2026',
    '/api/house/abc',
    '/api/governor/2025',
    '/api/governor/1970',
    '/api/HOUSE/2020',
    '/api/swing?from_year=2017',
    '/api/swing?to_year=abc',
    '/api/swing?from_year=2020&to_year=2020',
    '/api/swing?from_year=2024',
    '/api/swing?from_year=',
    '/api/swing?to_year=2030',
    '/api/swing?from_year=1976&to_year=2021',
    '/api/export',
    '/api/export?year=2020',
    '/api/export?format=csv',
    '/api/export?year=2020&format=XML',
    '/api/export?year=2020&format=CSV',
    '/api/export?year=2020&format=csv&state=Ga',
    '/api/export?year=2020&format=csv&state=zz',
    '/api/export?year=2020&format=csv&state=',
    '/api/export?year=2022&format=json',
    '/api/export?year=1900&format=json',
    '/api/export?year=abc&format=json',
    '/api/export?year=2020&year=2021&format=json',
    '/api/export?year=2020&format=json&format=xml',
    '/api/nope',
    '/api/elections',
    '/api/%3Cscript%3E',
    '/api/elections/%3Cb%3E',
    '/api/elections/2020%2FGA',
    '/no-such-page',
    '/api/export/json/2020.json',
    '/api/elections/2020.json',
    '/api/export/csv/2020-GA.csv',
  ];
  return [...out, ...bad];
}

describe('the local server behaves as Netlify for the generated rules', () => {
  const list = urls();
  it('covers at least 200 URLs', () => {
    expect(list.length).toBeGreaterThanOrEqual(200);
  });
  // Headers are compared where Netlify's engine sets them (its dev server gives a static file behind a non-forced
  // rewrite the target's headers, none): so it must be shown to set them, or every header comparison would pass.
  it("Netlify's engine applies the _headers rules to files: content type, CORS, attachment", async () => {
    const json = await netlifyAnswer('/api/elections/2020');
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('access-control-allow-origin')).toBe('*');
    const csv = await netlifyAnswer('/api/export?year=2020&format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  });
  it.each(list)('%s', async (path) => {
    const [netlify, local] = await Promise.all([netlifyAnswer(path), server.get(path)]);
    const localBody = await local.text();
    expect(local.status, `status for ${path}`).toBe(netlify.status);
    if (netlify.body !== '(Netlify 404)') expect(localBody, `body for ${path}`).toBe(netlify.body);
    else expect(local.status).toBe(404);
    // A rule's redirect is absolute on the request's origin, which differs between the two servers: compared without it.
    const sameOrigin = (h: string, v: string | null) =>
      h === 'location' && v ? v.replace(/^https?:\/\/[^/]+/, '') : v;
    for (const h of ['content-type', 'content-disposition', 'access-control-allow-origin', 'location']) {
      if (netlify.headers.has(h) && h !== 'content-disposition')
        expect(sameOrigin(h, local.headers.get(h)), `${h} for ${path}`).toBe(sameOrigin(h, netlify.headers.get(h)));
    }
    if (netlify.headers.get('content-disposition')?.startsWith('attachment'))
      expect(local.headers.get('content-disposition')).toBe(netlify.headers.get('content-disposition'));
  });
});

/**
 * /docs's example responses and data bounds, from the build's own output: the static file that answers a route's
 * example request, or, for requests only a function answers, the function's own compute on the same data. The
 * docs show them shortened (pages/example-text.ts).
 */
import { createHash } from 'node:crypto';
import { MARKET_RACE_ID_PATTERN } from '../schemas/api/markets.ts';
import { marketsConfig } from '../markets/config.ts';
import { presentRace } from '../markets/present.ts';
import { parseParams } from '../routes/param.ts';
import { pollExportBody } from '../routes/polls.ts';
import type { LateContext, Route, StaticInstance } from '../routes/types.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { routePlan } from '../serving/plan.ts';
import { csvExample, jsonExample, type DocsExample } from '../pages/example-text.ts';

const sameQuery = (a: Record<string, string>, b: URLSearchParams) => {
  const keys = [...new Set(b.keys())];
  return keys.length === Object.keys(a).length && keys.every((k) => a[k] === b.get(k));
};

const exampleOf = (body: string) => (/^\s*[[{]/.test(body) ? jsonExample(body) : csvExample(body));

/** The file that answers the route's example request, if a file does. */
function fileExample(
  route: Route,
  list: StaticInstance[],
  bodies: Map<string, string>,
  render: (i: StaticInstance) => string,
): DocsExample | null {
  const url = new URL(route.example, 'http://x');
  const instance = list.find((i) =>
    i.requests.some((r) => r.path === url.pathname && sameQuery(r.query, url.searchParams)),
  );
  if (!instance) return null;
  const body = bodies.get(instance.file);
  if (body !== undefined)
    return { ...exampleOf(body), request: route.example, source: `the static file dist/${instance.file}` };
  const source = `dist/${instance.file} as rendered before the pages: its hashes and counts cover the API files, the live one every file`;
  return { ...exampleOf(render(instance)), request: route.example, source };
}

/**
 * A function's answer to the example request, computed here with the function's own code. Downloads answer a
 * Response, so the poll export's body comes from the same builder the function uses. Prediction markets are
 * fetched from Kalshi and Polymarket at request time, which a build does not do: its example is the answer the
 * function gives before any platform has answered (available false, with the reason).
 */
function functionExample(route: Route, data: Dataset, now: Date): DocsExample {
  const fn = routePlan(route).function;
  if (!fn?.answer) throw new Error(`route ${route.id}: its example ${route.example} matches no static file`);
  const url = new URL(route.example, 'http://x');
  const values = parseParams(route.params, {}, url.searchParams);
  const source = `the function ${fn.name}, run by the build on the same data`;
  if (route.id === 'poll-export') {
    const { json, csv } = pollExportBody(data.polls2026, values);
    return { ...(csv === null ? jsonExample(JSON.stringify(json)) : csvExample(csv)), request: route.example, source };
  }
  if (route.id === 'prediction-markets') {
    const raceId = String(values.raceId ?? values.race);
    if (!MARKET_RACE_ID_PATTERN.test(raceId)) throw new Error(`route ${route.id}: example race ${raceId}`);
    const body = presentRace(raceId, null, now, marketsConfig({}).staleAfterMs);
    return {
      ...jsonExample(JSON.stringify(body)),
      request: route.example,
      source:
        'the function prediction-markets before any platform has answered (the build fetches no prices: try it for live ones)',
    };
  }
  const out = fn.answer.respond(values, { url, now });
  if (out instanceof Promise || out instanceof Response)
    throw new Error(
      `route ${route.id}: add its example to pipeline/examples.ts (its function answers asynchronously or a download)`,
    );
  return { ...jsonExample(JSON.stringify(out)), request: route.example, source };
}

/**
 * Every route's example response. Late routes (/api/meta, /api/manifest) describe every other file, the pages
 * included, so theirs is rendered with what is known before the pages: the same fields, earlier hashes and counts.
 */
export function docsExamples(
  routes: Route[],
  data: Dataset,
  instances: Map<Route, StaticInstance[]>,
  bodies: Map<string, string>,
  late: LateContext,
  now: Date,
): Record<string, DocsExample> {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const manifest = Object.fromEntries(
    [...bodies].map(([path, content]) => [path, { sha256: sha256(content), size: Buffer.byteLength(content) }]),
  );
  const endpointFiles = Object.fromEntries(
    routes.map((r) => [r.id, (instances.get(r) ?? []).map((i) => `/${i.file}`)]),
  );
  const early: Partial<LateContext> = { manifest, manifestSha256: sha256(JSON.stringify(manifest)), endpointFiles };
  const renderEarly = (i: StaticInstance) => {
    const saved = { ...late };
    Object.assign(late, early);
    try {
      return i.render();
    } finally {
      Object.assign(late, saved);
    }
  };
  return Object.fromEntries(
    routes.map((r) => [
      r.id,
      fileExample(r, instances.get(r) ?? [], bodies, renderEarly) ?? functionExample(r, data, now),
    ]),
  );
}

/** Each path and query parameter's values that a static file answers (what the data accept), per route. */
export function dataValues(
  routes: Route[],
  instances: Map<Route, StaticInstance[]>,
): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    routes.map((route) => {
      const names = (route.path.match(/\{(\w+)\}/g) ?? []).map((n) => n.slice(1, -1));
      const pattern = new RegExp(
        `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}|\{\w+\}/g, '([^/]+)')}$`,
      );
      const out: Record<string, Set<string>> = {};
      const add = (name: string, v: string) => (out[name] ??= new Set()).add(v);
      for (const instance of instances.get(route) ?? []) {
        for (const req of instance.requests) {
          const m = pattern.exec(req.path);
          if (m) names.forEach((n, i) => add(n, m[i + 1]!));
          for (const [k, v] of Object.entries(req.query)) add(k, v);
        }
      }
      return [route.id, Object.fromEntries(Object.entries(out).map(([k, s]) => [k, [...s]]))];
    }),
  );
}

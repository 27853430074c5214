/**
 * The serving plan on real routes and page families: what serves each, its sentence, its function and rules. Pure:
 * no data and no build (files are passed in).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../build/routes/table.ts';
import type { Dataset } from '../../build/catalog/dataset.ts';
import type { StaticInstance } from '../../build/routes/types.ts';
import { errorsOf, functionPlans, headerRules, redirectRules, routePlan, sitePlans } from '../../build/serving/plan.ts';

const route = (id: string) => ROUTES.find((r) => r.id === id)!;
/** Data for the rules that list every race (the race-id case redirects): two races. */
const data = { polls2026: { races: [{ id: 'ga-sen-2026' }, { id: 'us-generic-ballot-2026' }] } } as unknown as Dataset;
const file = (path: string, query: Record<string, string>, name: string, download?: string): StaticInstance => ({
  file: name,
  requests: [{ path, query }],
  render: () => '',
  download,
});

describe('the serving plan', () => {
  it('says how each kind of route is served, in the sentence the README and /api use', () => {
    expect(routePlan(route('election-year')).servedBy).toBe('static files');
    expect(routePlan(route('polls')).servedBy).toBe('function, 100 requests per minute');
    expect(routePlan(route('poll-average')).servedBy).toBe(
      'static files for the defaults; otherwise a function, 100 requests per minute',
    );
    expect(routePlan(route('export')).servedBy).toBe(
      'static files; state-filtered office exports and explicit office=president requests: a function, 30 requests per minute',
    );
  });

  it('lets the fallback diagnose static routes and hybrids that send it their rest, not function routes', () => {
    expect(
      ['election-year', 'export', 'poll-average', 'polls'].map((id) => routePlan(route(id)).fallbackDiagnoses),
    ).toEqual([true, true, false, false]);
    expect(errorsOf(route('election-year')).at(-1)!.description).toBe(
      'More than 100 requests per minute per address (error answers and redirects; static files are unlimited); see Retry-After.',
    );
  });

  it('has one function per function-served route, then the fallback and the widget 404, each with its data files', () => {
    const fns = functionPlans(sitePlans(ROUTES));
    const names = fns.map((f) => f.name);
    // Not a fixed list: adding a function-served route must not touch this test (issue 24).
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(-2)).toEqual(['fallback', 'widget-not-found']);
    expect(names).toEqual(expect.arrayContaining(['export', 'polls', 'polls-average', 'poll-history']));
    expect(fns.slice(0, -2).every((f) => 'route' in f.entry)).toBe(true);
    expect(fns.find((f) => f.name === 'prediction-markets')!.dataFiles).toEqual([]);
    expect(fns.find((f) => f.name === 'fallback')!.dataFiles).toEqual([
      'races-2026.json',
      'polls-2026.json',
      'ratings-2026.json',
    ]);
  });

  it('orders the rules: the /api index, file rules, function routes, then the catch-alls', () => {
    const plans = sitePlans([route('swing'), route('polls')]);
    const files = new Map([
      ['swing', [file('/api/swing', { from_year: '2016', to_year: '2020' }, 'api/swing/2016-2020.json')]],
    ]);
    expect(
      redirectRules(plans, files, data).map((r) =>
        `${r.from} ${Object.entries(r.query)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')} ${r.to}${r.force ? ' !' : ''}`.replace(/ +/g, ' '),
      ),
    ).toEqual([
      '/api /api/index.json',
      // The swing takes format, but this file answers no format=... request: the fallback answers every format
      // (format=json unforced, so a file at the path would still win; any other value forced).
      '/api/swing format=json /.netlify/functions/fallback',
      '/api/swing format=:format /.netlify/functions/fallback !',
      '/api/swing from_year=2016 to_year=2020 /api/swing/2016-2020.json',
      '/api/swing from_year=:fromyear to_year=:toyear /.netlify/functions/fallback',
      '/api/polls /.netlify/functions/polls',
      '/api/* /.netlify/functions/fallback',
      '/embed/race/GA-SEN-2026 /embed/race/ga-sen-2026',
      '/embed/race/GA-sen-2026 /embed/race/ga-sen-2026',
      '/embed/race/US-GENERIC-BALLOT-2026 /embed/race/us-generic-ballot-2026',
      '/embed/race/US-generic-ballot-2026 /embed/race/us-generic-ballot-2026',
      '/races/GA-SEN-2026 /races/ga-sen-2026',
      '/races/GA-sen-2026 /races/ga-sen-2026',
      '/races/US-GENERIC-BALLOT-2026 /races/us-generic-ballot-2026',
      '/races/US-generic-ballot-2026 /races/us-generic-ballot-2026',
      '/embed/race/* /.netlify/functions/widget-not-found',
    ]);
  });

  it('sends a hybrid route with a path parameter to its function by placeholder, not by the literal template', () => {
    const plan = routePlan(route('poll-history'));
    expect(plan.servedBy).toBe('static files; state-filtered lists: a function, 100 requests per minute');
    expect(plan.fallbackDiagnoses).toBe(true);
    const files = [file('/api/polls/history/2020', { office: 'senate' }, 'api/polls/history/2020/senate.json')];
    const rules = redirectRules([plan], new Map([['poll-history', files]]), data).map((r) =>
      `${r.from} ${Object.entries(r.query)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} ${r.to}`.replace(/ +/g, ' '),
    );
    expect(rules).toEqual([
      // Any request with a state goes to the function before a file rule could answer it with the unfiltered list.
      '/api/polls/history/:year state=:state /.netlify/functions/poll-history',
      '/api/polls/history/2020 office=senate /api/polls/history/2020/senate.json',
      '/api/polls/history/2020 office=:office /.netlify/functions/fallback',
      '/api/polls/history/:year /.netlify/functions/fallback',
    ]);
    expect(functionPlans([plan])[0]!.dataFiles).toEqual(
      Array.from({ length: 25 }, (_, i) => `poll-history-${1998 + i}.json`),
    );
  });

  it('sends format=csv of a static route without a CSV to the fallback, forced (a file sits at the path)', () => {
    const rules = redirectRules(sitePlans([route('person')]), new Map([['person', []]]), data).filter((r) =>
      r.from.startsWith('/api/people'),
    );
    expect(rules).toEqual([
      {
        from: '/api/people/:bioguide',
        query: { format: 'csv' },
        to: '/.netlify/functions/fallback',
        status: 200,
        force: true,
      },
      {
        from: '/api/people/:bioguide',
        query: { format: 'CSV' },
        to: '/.netlify/functions/fallback',
        status: 200,
        force: true,
      },
    ]);
  });

  it('gives pages their headers, the widget and corrections their script hashes, and downloads their names', () => {
    const plans = sitePlans([route('ratings-year')]);
    const files = new Map([
      [
        'ratings-year',
        [file('/api/ratings/2026', { format: 'csv' }, 'api/export/csv/ratings-2026.csv', 'ratings-2026.csv')],
      ],
    ]);
    const rules = headerRules(plans, files, {
      widget: ["'sha256-w'"],
      corrections: ["'sha256-c'"],
      'corrections-search': ["'sha256-s'"],
      docs: ["'sha256-d'"],
      'table-sort': ["'sha256-t'"],
      'embed-builder': ["'sha256-e'"],
    });
    expect(rules[0]!.for).toBe('/*');
    expect(rules.find((r) => r.for === '/embed/*')!.values['Content-Security-Policy']).toContain(
      "script-src 'sha256-w'; base-uri 'none'; form-action 'none'; frame-ancestors *",
    );
    expect(rules.find((r) => r.for === '/corrections.html')!.values['Content-Security-Policy']).toContain(
      "script-src 'sha256-s'; connect-src 'self'",
    );
    expect(rules.find((r) => r.for === '/corrections/*')!.values['Content-Security-Policy']).toContain(
      "script-src 'sha256-c';",
    );
    expect(rules.find((r) => r.for === '/docs')!.values['Content-Security-Policy']).toContain(
      "script-src 'sha256-d'; connect-src 'self'",
    );
    expect(rules.at(-1)).toEqual({
      for: '/api/export/csv/ratings-2026.csv',
      values: { 'Content-Disposition': 'attachment; filename="ratings-2026.csv"' },
    });
    expect(() => headerRules(plans, files, {})).toThrow(/no hash for the inline script/);
  });
});

/**
 * The serving plan is the one place that decides how a route is served: no other module reads a route's `serve`
 * (its kind, files, function), and route modules do not import each other (shared helpers live in their own
 * modules: instances.ts, poll-rules.ts, params.ts), so a new endpoint is its own module plus the table entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from '../helpers/imports.ts';

const PLAN = 'build/serving/plan.ts';
/** Reading a route's serve: `route.serve`, `r.serve.kind`, `serve.kind` (a literal `serve: {...}` is declaring it). */
const READS_SERVE = /\.serve\b|\bserve\.kind\b/;
/** A module that declares a route: a value typed Route or Route[], or a function returning a Route. */
const DECLARES_ROUTE = /:\s*Route(\[\])?\s*=|\)\s*:\s*Route\s*\{/;
/** The route table imports every route module; it is the one module that may. */
const TABLE = 'build/routes/table.ts';

const files = [...sources('build'), ...sources('netlify/functions'), ...sources('test')].filter(
  (f) => !f.startsWith('test/architecture/'),
);
const readsServe = (text: string) =>
  text
    .split('\n')
    .some((line) => !line.trim().startsWith('*') && !line.trim().startsWith('//') && READS_SERVE.test(line));

function routeImports(routeFiles: Map<string, string>): string[] {
  const violations: string[] = [];
  for (const [file, text] of routeFiles) {
    if (file === TABLE || !DECLARES_ROUTE.test(text)) continue;
    for (const spec of importsOf(text)) {
      const target = relative(resolve('.'), resolve(dirname(file), spec));
      const targetText = routeFiles.get(target);
      if (targetText && target !== TABLE && DECLARES_ROUTE.test(targetText))
        violations.push(`${file} imports route module ${target}`);
    }
  }
  return violations;
}

/** Every module a module reaches through relative imports (itself included). */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const spec of importsOf(readFileSync(file, 'utf8')))
    if (!spec.endsWith('.json')) reach(relative(resolve('.'), resolve(dirname(file), spec)), seen);
  return seen;
}

/** The fallback answers every route's errors, so it alone may load the whole table. */
const TABLE_READERS = ['fallback'];

describe('generated functions (issue 24: each carries only its own route)', () => {
  const functions = readdirSync('netlify/functions').filter((f) => f.endsWith('.ts'));
  it.each(functions.filter((f) => !TABLE_READERS.includes(f.replace(/\.ts$/, ''))))(
    '%s does not import the route table',
    (file) => {
      expect([...reach(join('netlify/functions', file))]).not.toContain(TABLE);
    },
  );

  it('the guard sees the table when a function reaches it', () => {
    expect([...reach('netlify/functions/fallback.ts')]).toContain(TABLE);
  });
});

describe('the serving plan', () => {
  it(`only ${PLAN} reads a route's serve`, () => {
    const readers = files.filter((f) => f !== PLAN && readsServe(readFileSync(f, 'utf8')));
    expect(readers).toEqual([]);
    expect(readsServe(readFileSync(PLAN, 'utf8'))).toBe(true);
  });

  it('the guard sees a read of serve when there is one, and not a declaration', () => {
    expect(readsServe("if (route.serve.kind === 'static') return;")).toBe(true);
    expect(readsServe('const s = r.serve;')).toBe(true);
    expect(readsServe("  serve: { kind: 'static', instances },")).toBe(false);
  });

  it('route modules do not import each other', () => {
    const routeFiles = new Map(sources('build/routes').map((f) => [f, readFileSync(f, 'utf8')]));
    expect(routeImports(routeFiles)).toEqual([]);
  });

  it('the guard sees a route module importing another', () => {
    const a = "import { x } from './b.ts';\nexport const aRoute: Route = {};";
    const b = 'export const bRoutes: Route[] = [];';
    expect(
      routeImports(
        new Map([
          [join('build/routes', 'a.ts'), a],
          [join('build/routes', 'b.ts'), b],
        ]),
      ),
    ).toEqual(['build/routes/a.ts imports route module build/routes/b.ts']);
  });
});

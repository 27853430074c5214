/**
 * No import cycles among the modules (build/, netlify/functions, test/), type-only imports included: a cycle makes
 * the modules one unit that can only be read, tested and moved together, and type-only cycles were how the two
 * found here (ingest/core/checks.ts with majority.ts and rcv.ts; ingest/house/build.ts with louisiana.ts) began.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from '../helpers/imports.ts';

type Graph = Map<string, string[]>;

/** Each module's relative imports that resolve to a module (JSON and other assets left out). */
function importGraph(dirs: string[]): Graph {
  const root = resolve('.');
  const graph: Graph = new Map();
  for (const file of dirs.flatMap(sources)) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((spec) => relative(root, resolve(dirname(file), spec)))
      .filter((t) => /\.(ts|mts)$/.test(t) && existsSync(join(root, t)));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one module, or a module importing itself. */
export function cyclesOf(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('import cycles', () => {
  it('there are none', () => {
    expect(cyclesOf(importGraph(['build', 'netlify/functions', 'test']))).toEqual([]);
  });

  it('the guard finds a cycle when there is one, type-only or through a third module', () => {
    const graph: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importsOf("import type { CheckResult } from './checks.ts';")).toEqual(['./checks.ts']);
  });
});

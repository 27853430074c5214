/**
 * `npm install` prints no engine warnings on the Node that runs the tests (Node 20 here and in CI, as netlify.toml
 * and package.json's engines say): every package in package-lock.json accepts this Node. @netlify/dev 4.18.10 and
 * later pulled in seven packages that require Node 22.12; it is pinned to 4.18.9 (with @netlify/ai 0.4.2, an
 * override) for that reason.
 */
import { describe, expect, it } from 'vitest';
import lock from '../../package-lock.json' with { type: 'json' };
import { satisfies } from '../helpers/node-range.ts';

describe('engines', () => {
  it('reads npm ranges as npm does, for the forms the lock file uses', () => {
    expect(satisfies('20.20.2', '>=22.12.0')).toBe(false);
    expect(satisfies('20.20.2', '^20.19.0 || ^22.13.0 || >=23.5.0')).toBe(true);
    expect(satisfies('20.20.2', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.20.2', '>=9.3.0 || >=8.10.0 <9.0.0')).toBe(true);
    expect(satisfies('20.20.2', '10.* || >= 12.*')).toBe(true);
    expect(satisfies('20.20.2', '18 || 20 || >=22')).toBe(true);
    expect(satisfies('20.5.0', '>=20.6.1')).toBe(false);
    expect(satisfies('21.0.0', '^20.0.0')).toBe(false);
  });

  it(`every locked package accepts this Node (${process.versions.node}), so npm install warns of none`, () => {
    const refused = Object.entries(lock.packages as Record<string, { version?: string; engines?: unknown }>)
      .filter(([, p]) => typeof p.engines === 'object' && p.engines !== null && 'node' in p.engines)
      .filter(([, p]) => !satisfies(process.versions.node, String((p.engines as { node: string }).node)))
      .map(
        ([path, p]) =>
          `${path.replace(/^.*node_modules\//, '')}@${p.version}: node ${(p.engines as { node: string }).node}`,
      );
    expect(refused).toEqual([]);
  });
});

/**
 * The local server routes by the serving plan's rules, read from the _redirects file Netlify deploys: reading the
 * built file gives back exactly the rules written (formatting them again gives the same bytes), and a rule the plan
 * never writes (a forced one, a 302) is refused rather than misread.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { formatRedirects, parseRedirects } from '../../build/serving/netlify-files.ts';

describe('the _redirects file and the plan', () => {
  it('reads the built file back into the rules that wrote it', () => {
    const text = readFileSync(join(inject('distDir'), '_redirects'), 'utf8');
    const rules = parseRedirects(text);
    expect(rules.length).toBeGreaterThan(1000);
    expect(formatRedirects(rules)).toBe(text);
    expect(rules[0]).toEqual({ from: '/api', query: {}, to: '/api/index.json', status: 200 });
    expect(rules.at(-1)).toEqual({
      from: '/embed/race/*',
      query: {},
      to: '/.netlify/functions/widget-not-found',
      status: 200,
    });
  });

  it('reads a forced rule, and refuses a rule the plan does not write', () => {
    expect(parseRedirects('/a format=csv /b 200!\n')).toEqual([
      { from: '/a', query: { format: 'csv' }, to: '/b', status: 200, force: true },
    ]);
    expect(() => parseRedirects('/a /b 302\n')).toThrow(/not a rule the serving plan writes/);
    expect(parseRedirects('/api/swing from_year=:fromyear /.netlify/functions/fallback 200\n')).toEqual([
      { from: '/api/swing', query: { from_year: ':fromyear' }, to: '/.netlify/functions/fallback', status: 200 },
    ]);
  });
});

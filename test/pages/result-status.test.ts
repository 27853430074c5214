/**
 * A 2026 result leads the race page with MEDSL's status: "unofficial as of <date>" where its `unofficial` column
 * says so, else "certified". Records from the FIXTURE in test/fixtures/results-2026 (invented candidates).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../build/ingest/core/ledger.ts';
import { memoryReader } from '../../build/ingest/core/sources.ts';
import { buildResults2026, MEDSL_2026_FILES } from '../../build/ingest/results2026/medsl.ts';
import { resultOf } from '../../build/pages/previous-results.ts';
import type { Race } from '../../build/schemas/results.ts';

const FIXTURE = new URL('../fixtures/results-2026/', import.meta.url);
const path = MEDSL_2026_FILES.senate.path;
const { senate } = buildResults2026(
  memoryReader({ [path]: readFileSync(new URL(path, FIXTURE), 'utf8') }),
  new Ledger(),
  (s) => (s === 'OH' ? 3 : null),
);
const NB = '\u00a0';

describe('the status of a 2026 result on its race page (FIXTURE records)', () => {
  it('says "unofficial as of" MEDSL\'s version date where MEDSL marks the returns unofficial', () => {
    const ga = resultOf({ office: 'senate', state: 'GA', seat_class: 2, year: 2026 }, senate)!;
    expect(ga.status).toBe(`unofficial as of Nov${NB}20,${NB}2026`);
  });
  it('says "certified" for MEDSL returns not marked unofficial', () => {
    expect(resultOf({ office: 'senate', state: 'OH', seat_class: 3, year: 2026 }, senate)!.status).toBe('certified');
  });
  it('says nothing for a record from another source', () => {
    const other = { ...senate[0]!, sources: ['fte-senate'], notes: [] } as Race;
    expect(resultOf({ office: 'senate', state: 'GA', seat_class: 2, year: 2026 }, [other])!.status).toBeNull();
  });
});

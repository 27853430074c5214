/**
 * House contests of years no readable copy of the Clerk's statistics covers (1994-1998, 2024), certified one by one
 * from cited pages: the House entries of build/curated/certified-counts.json (issue 18, close races first).
 */
import { describe, expect, it } from 'vitest';
import { certifiedCountsFor } from '../../build/ingest/certified-tables.ts';
import { corrections, house } from '../helpers/committed-data.ts';

const byId = new Map(house.map((r) => [r.id, r]));
const entries = certifiedCountsFor('house');

describe('House contests certified from cited pages', () => {
  it('the table holds only House records for the House stage, and some of them', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.record.startsWith('house-'))).toBe(true);
    expect(certifiedCountsFor('senate').every((e) => e.record.startsWith('senate-'))).toBe(true);
  });

  it('each entry is served: its counts, and the record certified by the table', () => {
    for (const e of entries) {
      const r = byId.get(e.record)!;
      expect(r, e.record).toBeDefined();
      for (const [name, votes] of Object.entries(e.candidates))
        expect(r.candidates.find((c) => c.name === name)?.votes, `${e.record} ${name}`).toBe(votes);
      if (e.total_votes !== undefined) expect(r.total_votes, e.record).toBe(e.total_votes);
      expect(r.verification.status, e.record).toBe('certified');
      expect(r.verification.sources, e.record).toContain('curated-certified-counts');
    }
  });

  it("1996 NJ-8 serves the state's official list where the Clerk-derived counts differ, listed as corrections", () => {
    const r = byId.get('house-1996-nj-08-general')!;
    expect(Object.fromEntries(r.candidates.map((c) => [c.name, c.votes]))).toMatchObject({
      'William J. Pascrell Jr.': 98853,
      'William J. Martini': 92604,
    });
    const fields = corrections.filter((c) => c.record === r.id).map((c) => [c.field, c.old, c.new]);
    expect(fields).toContainEqual(['candidates[William J. Pascrell Jr.].votes', 98861, 98853]);
  });

  it("2024 NE-2, a close race, is certified with the page's counts", () => {
    const r = byId.get('house-2024-ne-02-general')!;
    expect(Object.fromEntries(r.candidates.map((c) => [c.name, c.votes]))).toEqual({
      'Don Bacon': 160198,
      'Tony Vargas': 154369,
    });
    expect(r.verification.status).toBe('certified');
  });
});

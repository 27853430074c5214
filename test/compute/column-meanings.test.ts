/**
 * Issue 21 item 3: one meaning per column name across every CSV export. A column name that two exports share has
 * the same type in both (a name is never a flag, a code never a number), and the names that once meant two things
 * have a twin that says which: state_name beside the presidential export's and the ratings CSV's state (a full name,
 * the code elsewhere), candidate_party beside the average-history CSV's party (a letter, a full party name in the
 * results exports). The published columns stay, listed here as deprecated; nothing else may clash.
 */
import { resolve } from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { computeExportRows } from '../../build/compute/export.ts';
import { loadDataset } from '../../build/pipeline/load.ts';
import { ExportRowSchema } from '../../build/schemas/api/elections.ts';
import { OfficeExportRowSchema } from '../../build/schemas/api/offices.ts';
import { PollCsvRowSchema } from '../../build/schemas/api/polls.ts';
import {
  CorrectionCsvRowSchema,
  PollAccuracyCsvRowSchema,
  PollHistoryCsvRowSchema,
  StateHistoryCsvRowSchema,
  SwingCsvRowSchema,
} from '../../build/schemas/api/result-rows.ts';
import {
  AverageCsvRowSchema,
  AverageHistoryCsvRowSchema,
  RaceCsvRowSchema,
  RatingCsvRowSchema,
  RatingHistoryCsvRowSchema,
} from '../../build/schemas/api/table-rows.ts';

const EXPORTS: Record<string, z.ZodObject> = {
  ExportRow: ExportRowSchema,
  OfficeExportRow: OfficeExportRowSchema,
  PollCsvRow: PollCsvRowSchema,
  RaceCsvRow: RaceCsvRowSchema,
  RatingCsvRow: RatingCsvRowSchema,
  RatingHistoryCsvRow: RatingHistoryCsvRowSchema,
  AverageHistoryCsvRow: AverageHistoryCsvRowSchema,
  AverageCsvRow: AverageCsvRowSchema,
  StateHistoryCsvRow: StateHistoryCsvRowSchema,
  SwingCsvRow: SwingCsvRowSchema,
  PollHistoryCsvRow: PollHistoryCsvRowSchema,
  PollAccuracyCsvRow: PollAccuracyCsvRowSchema,
  CorrectionCsvRow: CorrectionCsvRowSchema,
};

/** Published columns whose meaning differs from the same name elsewhere, kept (deprecated) beside their twin. */
const DEPRECATED = new Set([
  'ExportRow.state',
  'RatingCsvRow.state',
  'AverageHistoryCsvRow.party',
  'ExportRow.winner',
  'OfficeExportRow.winner',
]);

/** A column's base type: string, number, boolean or enum, nullability ignored (an empty cell is a null anywhere). */
function kind(field: z.ZodType): string {
  let def = (field as unknown as { def: { type: string; innerType?: z.ZodType } }).def;
  while (def.type === 'nullable' || def.type === 'optional')
    def = (def.innerType as unknown as { def: typeof def }).def;
  return def.type === 'int'
    ? 'number'
    : def.type === 'enum' || def.type === 'union' || def.type === 'literal'
      ? 'string'
      : def.type;
}

describe('one meaning per column name across the CSV exports', () => {
  it('a name shared by two exports has one type, deprecated published columns aside', () => {
    const byName = new Map<string, Set<string>>();
    for (const [name, schema] of Object.entries(EXPORTS)) {
      for (const [column, field] of Object.entries(schema.shape)) {
        if (DEPRECATED.has(`${name}.${column}`)) continue;
        byName.set(column, (byName.get(column) ?? new Set()).add(kind(field as z.ZodType)));
      }
    }
    const clashes = [...byName]
      .filter(([, kinds]) => kinds.size > 1)
      .map(([column, kinds]) => `${column}: ${[...kinds].join(' / ')}`);
    expect(clashes).toEqual([]);
    // winner is a name in one export and a flag in another: each has its twin.
    expect(kind(ExportRowSchema.shape.winner_name)).toBe('string');
    expect(kind(OfficeExportRowSchema.shape.is_winner)).toBe('boolean');
  });

  it('state is a two-letter code wherever it is not deprecated; state_name the full name', () => {
    const data = loadDataset(resolve('data'));
    const rows = computeExportRows(data, 2020, null);
    expect(rows.length).toBe(51);
    for (const r of rows) expect(r.state_name).toBe(r.state);
    expect(rows.find((r) => r.abbreviation === 'GA')).toMatchObject({
      state_name: 'Georgia',
      winner_name: 'Joe Biden',
    });
    for (const [name, schema] of Object.entries(EXPORTS)) {
      if ('state_name' in schema.shape && !DEPRECATED.has(`${name}.state`) && 'state' in schema.shape) {
        expect(schema.shape.state!.safeParse('GA').success, name).toBe(true);
        expect(schema.shape.state!.safeParse('Georgia').success, name).toBe(false);
      }
    }
  });
});

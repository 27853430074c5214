/** Issue 20 item 4: the office exports carry the winner's ids as additive columns, on the winner's row only. */
import { describe, expect, it } from 'vitest';
import { computeOfficeExportRows, OFFICE_EXPORT_COLUMNS, rowsToCsv } from '../../build/compute/export.ts';
import { governor, house, senate } from '../helpers/committed-data.ts';

const data = { house, senate, governor };

describe('office export winner id columns', () => {
  it("2018 Vermont Senate: Bernie Sanders's row has his ids, the other candidates' rows nulls", () => {
    const rows = computeOfficeExportRows(data, 'senate', 2018, 'VT');
    const sanders = rows.find((r) => r.winner)!;
    expect(sanders).toMatchObject({
      candidate: 'Bernie Sanders',
      bioguide_id: 'S000033',
      fec_ids: 'H8VT01016;S4VT00033',
      icpsr_id: 29147,
      govtrack_id: 400357,
      wikidata_id: 'Q359442',
    });
    for (const r of rows.filter((r) => !r.winner))
      expect([r.bioguide_id, r.fec_ids, r.icpsr_id, r.govtrack_id, r.wikidata_id]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
  });

  it('the CSV ends with the five id columns, and governor rows have none', () => {
    expect(OFFICE_EXPORT_COLUMNS.slice(-5)).toEqual([
      'bioguide_id',
      'fec_ids',
      'icpsr_id',
      'govtrack_id',
      'wikidata_id',
    ]);
    const csv = rowsToCsv(computeOfficeExportRows(data, 'house', 2012, 'MO'), OFFICE_EXPORT_COLUMNS);
    expect(csv.split('\r\n').find((l) => l.includes('Jo Ann Emerson'))).toMatch(/,E000172,H6MO08084,29736,400121,$/);
    expect(computeOfficeExportRows(data, 'governor', 2018, null).every((r) => r.bioguide_id === null)).toBe(true);
  });
});

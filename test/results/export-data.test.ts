/**
 * The export function picks out only the office and year it is asked for (build/results/bundled.ts) from the
 * data/ files deployed beside it. Its rows must be those the whole committed data gives, for every office and year.
 */
import { describe, expect, it } from 'vitest';
import { computeExportRows, computeOfficeExportRows } from '../../build/compute/export.ts';
import { deployedDataPath } from '../../build/catalog/deployed.ts';
import { exportData, RESULTS_DATA_FILES } from '../../build/results/bundled.ts';
import { EVEN_YEARS, PRESIDENTIAL_YEARS } from '../../build/schemas/common.ts';
import { DATA_DIR, governor, house, presidentStates, senate, states } from '../helpers/committed-data.ts';

const whole = { states, presidentStates, senate, house, governor };

describe('export data by office and year', () => {
  it('gives every presidential year the rows the whole data gives', () => {
    for (const year of PRESIDENTIAL_YEARS) {
      const rows = computeExportRows(exportData('president', year), year, null);
      expect(rows.length, String(year)).toBeGreaterThan(50);
      expect(rows, String(year)).toEqual(computeExportRows(whole, year, null));
    }
  });

  it('gives every even year of the Senate, House and governor the rows the whole data gives', () => {
    for (const office of ['senate', 'house', 'governor'] as const) {
      for (const year of EVEN_YEARS) {
        const data = exportData(office, year);
        expect(
          data[office].every((r) => r.year === year),
          `${office} ${year}`,
        ).toBe(true);
        const expected = computeOfficeExportRows(whole, office, year, null);
        expect(computeOfficeExportRows(data, office, year, null), `${office} ${year}`).toEqual(expected);
      }
    }
    expect(exportData('house', 2020).house.length).toBeGreaterThan(435);
  });

  it('reads the data/ files of the repository when run from the sources', () => {
    for (const file of Object.values(RESULTS_DATA_FILES).flat())
      expect(deployedDataPath(file)).toBe(`${DATA_DIR}/${file}`);
    expect(() => deployedDataPath('no-such-file.json')).toThrow(
      'data/no-such-file.json: not deployed with this function (see its included_files in netlify.toml)',
    );
  });
});

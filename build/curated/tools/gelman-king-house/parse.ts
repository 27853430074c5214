/**
 * Readers of the dataset's two layouts (its documentation, "****.ASC FILE ORGANIZATION" and "EXCEPTH.ASC"):
 * a year file's rows are "state district incumbency dem rep" (-9: no data), the exceptions file's rows are
 * "year state district dem rep minor votes" under one header line. Anything else fails loudly.
 */

/** One row of a year file, as printed. */
export interface YearRow {
  line: number;
  icpsr: number;
  district: number;
  incumbency: number;
  /** null where the file prints -9 (no data available or appropriate). */
  dem: number | null;
  rep: number | null;
}

/** One row of the exceptions file: an election not describable as one Democrat against one Republican. */
export interface ExceptionRow {
  year: number;
  icpsr: number;
  district: number;
}

const ints = (line: string): number[] => line.trim().split(/\s+/).map(Number);

export function parseYearFile(text: string, file: string): YearRow[] {
  const rows: YearRow[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const v = ints(raw);
    if (v.length !== 5 || v.some((x) => !Number.isInteger(x)))
      throw new Error(`${file}: line ${i + 1} is not five integers: "${raw}"`);
    const [icpsr, district, incumbency, dem, rep] = v as [number, number, number, number, number];
    const votes = (x: number) => (x === -9 ? null : x);
    if ((dem < 0 && dem !== -9) || (rep < 0 && rep !== -9))
      throw new Error(`${file}: line ${i + 1} has a negative count other than -9: "${raw}"`);
    rows.push({ line: i + 1, icpsr, district, incumbency, dem: votes(dem), rep: votes(rep) });
  });
  return rows;
}

export function parseExceptions(text: string, file: string): ExceptionRow[] {
  const lines = text.split(/\r?\n/);
  if (!/^\s*Year\s+State\s+District/.test(lines[0] ?? '')) throw new Error(`${file}: no header line`);
  return lines.slice(1).flatMap((raw, i) => {
    if (!raw.trim()) return [];
    const v = ints(raw);
    if (v.length !== 7 || v.some((x) => !Number.isInteger(x)))
      throw new Error(`${file}: line ${i + 2} is not seven integers: "${raw}"`);
    return [{ year: v[0]!, icpsr: v[1]!, district: v[2]! }];
  });
}

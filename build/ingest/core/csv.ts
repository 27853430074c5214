import { parse } from 'csv-parse/sync';

/** One parsed data row: `row` is the 1-based record number after the header (what error messages cite). */
export interface CsvRow {
  row: number;
  get(column: string): string;
}

export interface CsvTable {
  file: string;
  columns: string[];
  rows: CsvRow[];
}

/** Parses a CSV file's text with a real parser (quoted newlines, doubled quotes, BOM) into rows keyed by header. */
export function parseCsv(file: string, text: string): CsvTable {
  const records: string[][] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  const header = records[0];
  if (!header) throw new Error(`${file}: empty file, no header row`);
  const columns = header.map((c) => c.trim());
  const index = new Map(columns.map((c, i) => [c, i] as const));
  const rows: CsvRow[] = [];
  for (let i = 1; i < records.length; i++) {
    const cells = records[i]!;
    const rowNumber = i;
    rows.push({
      row: rowNumber,
      get(column: string): string {
        const at = index.get(column);
        if (at === undefined) throw new Error(`${file}: no column "${column}" (row ${rowNumber})`);
        return cells[at] ?? '';
      },
    });
  }
  return { file, columns, rows };
}

/** Parses an integer cell, naming file, row and column when it is not one. */
export function intCell(table: CsvTable, row: CsvRow, column: string): number {
  const raw = row.get(column).trim();
  const value = Number(raw);
  if (raw === '' || !Number.isInteger(value)) {
    throw new Error(`${table.file}: row ${row.row}, field "${column}": expected an integer, got "${raw}"`);
  }
  return value;
}

/** Parses an optional number cell ('' and 'NA' are null). */
export function numberOrNull(table: CsvTable, row: CsvRow, column: string): number | null {
  const raw = row.get(column).trim();
  if (raw === '' || raw === 'NA') return null;
  const value = Number(raw);
  if (!Number.isFinite(value)) {
    throw new Error(`${table.file}: row ${row.row}, field "${column}": expected a number, got "${raw}"`);
  }
  return value;
}

export function isTrue(raw: string): boolean {
  return /^(true|t|1|yes)$/i.test(raw.trim());
}

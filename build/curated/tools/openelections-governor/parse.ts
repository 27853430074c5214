/**
 * Reads an OpenElections CSV (RFC 4180: quoted fields, doubled quotes, an optional byte-order mark) into rows keyed
 * by the header's lower-cased column names. Pure: the text comes in, the rows go out.
 */
export type OeRow = Record<string, string>;

/** Splits CSV text into records of fields; quotes may span commas and line breaks. */
function records(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') ((field += '"'), i++);
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(field), (field = ''));
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) out.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f !== '')) out.push(row);
  return out;
}

/** The rows of a file with a header line; a row with a different field count is an error (a broken file). */
export function parseOeCsv(text: string, file: string): OeRow[] {
  const [header, ...body] = records(text);
  if (!header) throw new Error(`${file}: empty file`);
  const names = header.map((h) => h.trim().toLowerCase());
  return body.map((fields, i) => {
    if (fields.length !== names.length)
      throw new Error(`${file}: row ${i + 2} has ${fields.length} fields, the header ${names.length}`);
    return Object.fromEntries(names.map((n, j) => [n, fields[j]!.trim()]));
  });
}

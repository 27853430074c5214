/**
 * An endpoint's example response as the docs show it: the real body the build wrote (or the function computed),
 * cut to a readable size. Lists keep their first items and say how many were left out; maps keyed by ids (a
 * manifest's files, an average's races) keep their first keys the same way; CSV keeps its header and first rows.
 */

export interface ExampleText {
  /** What is shown: pretty JSON with "… N more" lines where something was left out, or the first CSV lines. */
  text: string;
  /** One sentence on what was cut, or null when the whole body is shown. */
  note: string | null;
  contentType: 'application/json' | 'text/csv';
}

/** An endpoint's example as /docs shows it (made by pipeline/examples.ts). */
export interface DocsExample extends ExampleText {
  /** The request shown (the route's example). */
  request: string;
  /** Where the body came from, in words. */
  source: string;
}

/** Per route id and parameter, the values a static file answers: what the data accept. */
export type DataValues = Record<string, Record<string, string[]>>;

const LIST_ITEMS = 2;
/** Objects with more keys than this are maps keyed by ids, not records (the widest record has about 30 fields). */
const MAP_KEYS = 40;
const MAP_ITEMS = 2;
const CSV_ROWS = 4;
/** A last bound on the shown text: past it, the lines are cut with a note. */
const MAX_LINES = 50;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function render(value: unknown, indent: string, cut: { items: number }): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    // One more item is shown rather than a line saying "1 more item".
    const shown = value
      .slice(0, value.length <= LIST_ITEMS + 1 ? value.length : LIST_ITEMS)
      .map((v) => `${inner}${render(v, inner, cut)}`);
    const left = value.length - shown.length;
    if (left > 0) {
      cut.items += left;
      shown.push(
        `${inner}… ${plural(left, 'more item', 'more items')} (${value.length.toLocaleString('en-US')} in all)`,
      );
    }
    return `[\n${shown.join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    const isMap = entries.length > MAP_KEYS;
    const kept = isMap ? entries.slice(0, MAP_ITEMS) : entries;
    const shown = kept.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner, cut)}`);
    if (isMap) {
      cut.items += entries.length - kept.length;
      shown.push(
        `${inner}… ${plural(entries.length - kept.length, 'more key', 'more keys')} (${entries.length.toLocaleString('en-US')} in all)`,
      );
    }
    return `{\n${shown.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function capLines(text: string): { text: string; cutLines: number } {
  const lines = text.split('\n');
  if (lines.length <= MAX_LINES) return { text, cutLines: 0 };
  const left = lines.length - MAX_LINES;
  return {
    text: `${lines.slice(0, MAX_LINES).join('\n')}\n… ${plural(left, 'more line', 'more lines')}`,
    cutLines: left,
  };
}

/** The example of a JSON body (a parse error is the caller's bug: the build validated every body). */
export function jsonExample(body: string): ExampleText {
  const cut = { items: 0 };
  const { text, cutLines } = capLines(render(JSON.parse(body), '', cut));
  const parts = [
    cut.items ? 'lists show their first items' : '',
    cutLines ? `the last ${plural(cutLines, 'line', 'lines')} are cut` : '',
  ].filter(Boolean);
  return {
    text,
    note: parts.length ? `Shortened: ${parts.join('; ')}; "…" lines say how much was left out.` : null,
    contentType: 'application/json',
  };
}

/** The example of a CSV body: the header and the first rows. */
export function csvExample(body: string): ExampleText {
  const lines = body.replace(/\n$/, '').split('\n');
  const rows = lines.length - 1;
  const shown = lines.slice(0, 1 + CSV_ROWS);
  const left = rows - (shown.length - 1);
  return {
    text:
      left > 0
        ? `${shown.join('\n')}\n… ${plural(left, 'more row', 'more rows')} (${plural(rows, 'row', 'rows')} in all)`
        : shown.join('\n'),
    note: left > 0 ? `Shortened: the header and the first ${CSV_ROWS} rows.` : null,
    contentType: 'text/csv',
  };
}

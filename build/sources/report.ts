/**
 * The change report between the committed data/ and a new ingest: polls added, changed, removed; ratings changed
 * with their dates; results corrected; other data files; which API files change. Markdown, for the terminal and
 * as the body of the daily pull request (capped below GitHub's 65,536-character limit).
 */
import { diffRecords, fieldChanges, type RecordDiff } from './diff.ts';
import type { FeedFileResult } from './feeds.ts';

type Json = Record<string, unknown>;
export type DataFiles = Record<string, string>;

export interface ReportInput {
  date: string;
  before: DataFiles;
  after: DataFiles;
  /** API file path -> content, built from each data set; null when the data did not change (nothing to build twice). */
  apiBefore: Map<string, string> | null;
  apiAfter: Map<string, string> | null;
  sources: string;
  feeds: FeedFileResult[];
}

const MAX_ROWS = 40;
const MAX_CHARS = 60_000;
const parse = (files: DataFiles, name: string): Json[] => (files[name] === undefined ? [] : (JSON.parse(files[name]) as Json[]));
const cell = (v: unknown) => String(v ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function rows(lines: string[], more: number): string[] {
  return more > 0 ? [...lines, `| … ${more} more | |`] : lines;
}

function pollLine(p: Json): string {
  const results = Object.entries((p.results as Record<string, number>) ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
  return `| ${cell(p.id)} | ${cell(p.raceId)} | ${cell(p.pollster)} | ${cell(p.startDate ?? '')}..${cell(p.date)} | ${cell(results)} |`;
}

function pollsSection(d: RecordDiff<Json>): string[] {
  const out = [`## Polls (data/polls-2026.json): ${d.added.length} added, ${d.changed.length} changed, ${d.removed.length} removed`];
  const table = (title: string, polls: Json[]) =>
    polls.length
      ? ['', `${title}:`, '', '| id | race | pollster | field dates | result |', '|---|---|---|---|---|', ...rows(polls.slice(0, MAX_ROWS).map(pollLine), polls.length - MAX_ROWS)]
      : [];
  out.push(...table('Added', d.added), ...table('Removed', d.removed));
  if (d.changed.length) {
    out.push('', 'Changed:', '', ...d.changed.slice(0, MAX_ROWS).map((c) => `- \`${c.key}\`: ${c.fields.join('; ')}`));
    if (d.changed.length > MAX_ROWS) out.push(`- … ${d.changed.length - MAX_ROWS} more`);
  }
  return out;
}

const RATERS = ['cook', 'sabato', 'inside_elections'] as const;

function ratingsSection(before: Json[], after: Json[]): string[] {
  const old = new Map(before.map((r) => [String(r.raceId), r]));
  const lines: string[] = [];
  for (const r of after) {
    for (const rater of RATERS) {
      const now = r[rater] as { rating?: string; as_of?: string } | null | undefined;
      const was = old.get(String(r.raceId))?.[rater] as { rating?: string; as_of?: string } | null | undefined;
      if (now?.rating === was?.rating && now?.as_of === was?.as_of) continue;
      const show = (x: typeof now) => (x?.rating ? `${x.rating} (${x.as_of ?? 'undated'})` : '—');
      lines.push(`| ${cell(r.raceId)} | ${rater} | ${show(was)} | ${show(now)} |`);
    }
  }
  for (const r of before) if (!after.some((a) => a.raceId === r.raceId)) lines.push(`| ${cell(r.raceId)} | all | present | removed |`);
  const changed = lines.length;
  const out = [`## Ratings (data/ratings-2026.json): ${changed} rating${changed === 1 ? '' : 's'} changed or re-dated`];
  if (changed) out.push('', '| race | rater | before (as of) | after (as of) |', '|---|---|---|---|', ...rows(lines.slice(0, MAX_ROWS), changed - MAX_ROWS));
  return out;
}

const RESULT_FILES: [string, (r: Json) => string][] = [
  ['president-states.json', (r) => `${r.year}-${r.state}`],
  ['president-national.json', (r) => String(r.year)],
  ['senate.json', (r) => String(r.id)],
  ['house.json', (r) => String(r.id)],
  ['governor.json', (r) => String(r.id)],
];

function resultsSection(before: DataFiles, after: DataFiles): string[] {
  const out: string[] = [];
  let total = 0;
  for (const [name, key] of RESULT_FILES) {
    const d = diffRecords(parse(before, name), parse(after, name), key);
    const n = d.added.length + d.changed.length + d.removed.length;
    total += n;
    if (!n) continue;
    out.push('', `### data/${name}: ${d.changed.length} corrected, ${d.added.length} added, ${d.removed.length} removed`, '');
    for (const c of d.changed.slice(0, MAX_ROWS)) out.push(`- \`${c.key}\`: ${c.fields.join('; ')}`);
    for (const r of d.added.slice(0, MAX_ROWS)) out.push(`- added \`${key(r)}\``);
    for (const r of d.removed.slice(0, MAX_ROWS)) out.push(`- removed \`${key(r)}\``);
    if (n > 3 * MAX_ROWS) out.push(`- … and more`);
  }
  return [`## Results: ${total} record${total === 1 ? '' : 's'} corrected, added or removed`, ...out];
}

const OTHER_FILES: [string, (r: Json) => string][] = [
  ['races-2026.json', (r) => String(r.id)],
  ['pollsters.json', (r) => String(r.name)],
  ['states.json', (r) => String(r.abbr)],
  ['corrections.json', (r) => JSON.stringify(r)],
];

function otherSection(before: DataFiles, after: DataFiles): string[] {
  const out = ['## Other data files', ''];
  for (const [name, key] of OTHER_FILES) {
    const d = diffRecords(parse(before, name), parse(after, name), key);
    const changed = d.changed.map((c) => `\`${c.key}\` (${c.fields.slice(0, 3).join('; ')})`);
    const parts = [
      d.added.length && `${d.added.length} added (${d.added.slice(0, 10).map((r) => `\`${key(r).slice(0, 80)}\``).join(', ')})`,
      d.changed.length && `${d.changed.length} changed (${changed.slice(0, 10).join(', ')})`,
      d.removed.length && `${d.removed.length} removed (${d.removed.slice(0, 10).map((r) => `\`${key(r).slice(0, 80)}\``).join(', ')})`,
    ].filter(Boolean);
    out.push(`- data/${name}: ${parts.length ? parts.join('; ') : 'unchanged'}`);
  }
  const reportChanged = before['ingest-report.json'] !== after['ingest-report.json'];
  if (reportChanged) {
    const fields = fieldChanges(JSON.parse(before['ingest-report.json'] ?? '{}'), JSON.parse(after['ingest-report.json'] ?? '{}'), '', [], 8);
    out.push(`- data/ingest-report.json: ${fields.join('; ')}`);
  } else out.push('- data/ingest-report.json: unchanged');
  return out;
}

function apiSection(before: Map<string, string> | null, after: Map<string, string> | null): string[] {
  if (!before || !after) return ['## API files', '', 'None change: the data set is identical, so every built file is too.'];
  const added = [...after.keys()].filter((p) => !before.has(p)).sort();
  const removed = [...before.keys()].filter((p) => !after.has(p)).sort();
  const changed = [...after.keys()].filter((p) => before.has(p) && before.get(p) !== after.get(p)).sort();
  const list = (title: string, paths: string[]) => {
    if (!paths.length) return [];
    const more = paths.length > 100 ? [`- … ${paths.length - 100} more`] : [];
    return ['', `${title} (${paths.length}):`, '', ...paths.slice(0, 100).map((p) => `- \`${p}\``), ...more];
  };
  const title = `## API files: ${changed.length} changed, ${added.length} added, ${removed.length} removed (of ${after.size})`;
  return [title, ...list('Changed', changed), ...list('Added', added), ...list('Removed', removed)];
}

function feedsSection(feeds: FeedFileResult[]): string[] {
  if (!feeds.length) return [];
  const lines = feeds.map((f) => `| ${f.feed} | ${f.name} | ${f.status} | \`${f.commit.slice(0, 12)}\` | ${cell(f.description)} | ${f.snapshot ? `\`${f.snapshot.entry.path}\`` : '—'} |`);
  const fresh = feeds.filter((f) => f.snapshot).length;
  return [
    `## Live feeds: ${fresh} new snapshot${fresh === 1 ? '' : 's'}`,
    '',
    '| feed | file | status | upstream commit | content | snapshot |',
    '|---|---|---|---|---|---|',
    ...lines,
    ...(fresh ? ['', 'New snapshots are recorded in sources/manifest.json; the ingest reads them once a reader is pointed at them (build/ingest/cycle2026/common.ts).'] : []),
  ];
}

export function changeReport(input: ReportInput): { markdown: string; dataChanged: boolean } {
  const names = [...new Set([...Object.keys(input.before), ...Object.keys(input.after)])].sort();
  const changedFiles = names.filter((n) => input.before[n] !== input.after[n]);
  const polls = diffRecords(parse(input.before, 'polls-2026.json'), parse(input.after, 'polls-2026.json'), (p) => String(p.id));
  const sections = [
    `# Data update ${input.date}`,
    '',
    `Sources: ${input.sources}`,
    '',
    changedFiles.length ? `Data files changed: ${changedFiles.map((n) => `\`data/${n}\``).join(', ')}.` : 'No change: the new data/ is byte-identical to the committed one.',
    '',
    ...feedsSection(input.feeds),
    ...(input.feeds.length ? [''] : []),
    ...pollsSection(polls),
    '',
    ...ratingsSection(parse(input.before, 'ratings-2026.json'), parse(input.after, 'ratings-2026.json')),
    '',
    ...resultsSection(input.before, input.after),
    '',
    ...otherSection(input.before, input.after),
    '',
    ...apiSection(input.apiBefore, input.apiAfter),
  ];
  let markdown = `${sections.join('\n')}\n`;
  if (markdown.length > MAX_CHARS) markdown = `${markdown.slice(0, MAX_CHARS)}\n\n… report cut at ${MAX_CHARS} characters; run \`npm run update\` locally for all of it.\n`;
  return { markdown, dataChanged: changedFiles.length > 0 };
}

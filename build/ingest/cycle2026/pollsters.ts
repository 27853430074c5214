/**
 * Pollster grades: Silver Bulletin's current letter grades, else FiveThirtyEight's 2023 letter grades, reached
 * through the hand-checked alias table build/curated/pollster-aliases.json (poll names and rating names differ:
 * "NYT/Siena" vs "The New York Times/Siena College"). Joint polls take the lower partner grade, and stay unrated
 * when a partner has none. Every rating row ends used (it grades a pollster with a published poll) or excluded.
 */
import aliasTable from '../../curated/pollster-aliases.json' with { type: 'json' };
import { compareStrings } from '../../schemas/common.ts';
import { GRADES, gradeRank, type Grade, type Pollster } from '../../schemas/polls.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import { FILES_2026 } from './common.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';

interface Partner {
  firm: string;
  silver: string | null;
  fte: string | null;
}
export interface AliasEntry {
  name: string;
  aliases: string[];
  partners: Partner[];
  sponsor_in_name?: Record<string, string>;
  why?: string;
}
export const ALIAS_ENTRIES = aliasTable.pollsters as AliasEntry[];

interface RatingRow {
  name: string;
  grade: Grade;
  row: number;
}
interface RatingTable {
  file: string;
  label: string;
  source: 'silver-bulletin' | 'fivethirtyeight';
  rows: Map<string, RatingRow>;
  ledger: FileLedger;
}
export interface RatingTables {
  silver: RatingTable;
  fte: RatingTable;
}

/** A grade cell: Silver Bulletin writes a sort key after "@@" ("A+@@1"); FiveThirtyEight writes the grade alone. */
export function parseGradeCell(raw: string, where: string): Grade {
  const grade = raw.split('@@')[0]!.trim();
  if (!(GRADES as readonly string[]).includes(grade)) throw new Error(`${where}: "${raw}" is not a letter grade`);
  return grade as Grade;
}

function readTable(
  reader: SourceReader,
  ledger: Ledger,
  file: string,
  column: string,
  label: string,
  source: RatingTable['source'],
): RatingTable {
  const table = readCsv(reader, file); // csv.ts strips the UTF-8 BOM of Silver Bulletin's "\ufeffPollster" header
  const fileLedger = ledger.open(file, table.rows.length);
  const rows = new Map<string, RatingRow>();
  for (const row of table.rows) {
    const name = row.get('Pollster').trim();
    if (!name) {
      fileLedger.excluded(row.row, 'no pollster name in the row');
      continue;
    }
    if (rows.has(name)) throw new Error(`${file}: row ${row.row}, field "Pollster": "${name}" appears twice`);
    rows.set(name, {
      name,
      grade: parseGradeCell(row.get(column), `${file}: row ${row.row}, field "${column}"`),
      row: row.row,
    });
  }
  return { file, label, source, rows, ledger: fileLedger };
}

export function readRatingTables(reader: SourceReader, ledger: Ledger): RatingTables {
  return {
    silver: readTable(reader, ledger, FILES_2026.silver, 'Grade', 'Silver Bulletin', 'silver-bulletin'),
    fte: readTable(reader, ledger, FILES_2026.fte2023, '538 Grade', 'FiveThirtyEight 2023', 'fivethirtyeight'),
  };
}

/** raw pollster string -> its alias entry; the table must name real rating rows and list each string once. */
export function aliasIndex(entries: AliasEntry[], tables: RatingTables): Map<string, AliasEntry> {
  const index = new Map<string, AliasEntry>();
  for (const e of entries) {
    for (const a of e.aliases) {
      if (index.has(a))
        throw new Error(
          `build/curated/pollster-aliases.json: "${a}" is an alias of both "${index.get(a)!.name}" and "${e.name}"`,
        );
      index.set(a, e);
    }
    for (const p of e.partners) {
      if (p.silver && !tables.silver.rows.has(p.silver))
        throw new Error(
          `build/curated/pollster-aliases.json: "${e.name}": no row "${p.silver}" in ${tables.silver.file}`,
        );
      if (p.fte && !tables.fte.rows.has(p.fte))
        throw new Error(`build/curated/pollster-aliases.json: "${e.name}": no row "${p.fte}" in ${tables.fte.file}`);
    }
  }
  return index;
}

interface PartnerGrade {
  partner: Partner;
  grade: Grade;
  table: RatingTable;
  name: string;
}

/** A partner's grade: Silver Bulletin's current grade first, else FiveThirtyEight's 2023 grade, else none. */
function partnerGrade(p: Partner, tables: RatingTables): PartnerGrade | null {
  if (p.silver)
    return { partner: p, grade: tables.silver.rows.get(p.silver)!.grade, table: tables.silver, name: p.silver };
  if (p.fte) return { partner: p, grade: tables.fte.rows.get(p.fte)!.grade, table: tables.fte, name: p.fte };
  return null;
}

const describe = (g: PartnerGrade) => `${g.grade}, ${g.table.label} '${g.name}'`;

/** The grade of one display pollster and the words saying how it was chosen. */
export function gradeOf(e: AliasEntry, tables: RatingTables): Omit<Pollster, 'name' | 'aliases'> {
  const graded = e.partners.map((p) => partnerGrade(p, tables));
  const why = e.why ? ` (${e.why})` : '';
  if (e.partners.length === 1) {
    const g = graded[0];
    if (!g)
      return { grade: null, grade_source: null, rated_as: [], rule: `unrated: no row in either rating file${why}` };
    const how = e.partners[0]!.firm.includes(' / ')
      ? 'the rating file rates this pair as one pollster'
      : e.aliases.every((a) => a === g.name)
        ? 'exact name'
        : 'hand-checked alias';
    const fallback = g.table.source === 'fivethirtyeight' ? 'no Silver Bulletin row, so ' : '';
    return {
      grade: g.grade,
      grade_source: g.table.source,
      rated_as: [g.name],
      rule: `${fallback}${g.table.label} grade, ${how}${why}`,
    };
  }
  const missing = e.partners.filter((_, i) => !graded[i]);
  const rated = graded.filter((g): g is PartnerGrade => g !== null);
  if (missing.length) {
    const others = rated.length
      ? `, though ${rated.map((g) => `${g.partner.firm} is ${describe(g)}`).join(' and ')}`
      : '';
    return {
      grade: null,
      grade_source: null,
      rated_as: [],
      rule: `joint poll, unrated: ${missing.map((p) => p.firm).join(' and ')} ${missing.length === 1 ? 'has' : 'have'} no rating in either file${others}${why}`,
    };
  }
  // Worst first; on a tie keep Silver Bulletin's row, the preferred source.
  const lowest = [...rated].sort(
    (a, b) =>
      gradeRank(b.grade) - gradeRank(a.grade) ||
      Number(a.table.source !== 'silver-bulletin') - Number(b.table.source !== 'silver-bulletin'),
  )[0]!;
  return {
    grade: lowest.grade,
    grade_source: lowest.table.source,
    rated_as: rated.map((g) => g.name),
    rule: `joint poll: the lower of the partners' grades (${rated.map((g) => `${g.partner.firm} ${describe(g)}`).join('; ')})${why}`,
  };
}

/**
 * Pollster records for the display names that have at least one published poll, and the rating rows' ledger:
 * a row is used when it gives a published pollster (or one partner of it) its grade.
 */
export function buildPollsters(
  published: Set<string>,
  tables: RatingTables,
  entries: AliasEntry[] = ALIAS_ENTRIES,
): Pollster[] {
  const records: Pollster[] = [];
  const used = { silver: new Set<string>(), fte: new Set<string>() };
  const superseded = new Set<string>();
  const unratedJoint = new Set<string>();
  for (const e of entries) {
    if (!published.has(e.name)) continue;
    const g = gradeOf(e, tables);
    records.push({ name: e.name, ...g, aliases: [...e.aliases].sort(compareStrings) });
    for (const p of e.partners) {
      if (p.silver && p.fte) superseded.add(p.fte);
      const target = p.silver ? used.silver : used.fte;
      const name = p.silver ?? p.fte;
      if (name && g.grade !== null) target.add(name);
      else if (name) unratedJoint.add(name);
    }
  }
  for (const t of [tables.silver, tables.fte]) {
    const usedHere = t === tables.silver ? used.silver : used.fte;
    for (const r of t.rows.values()) {
      if (usedHere.has(r.name)) t.ledger.used(r.row);
      else if (t === tables.fte && superseded.has(r.name))
        t.ledger.excluded(
          r.row,
          'superseded: the pollster has a current Silver Bulletin grade, which takes precedence',
        );
      else if (unratedJoint.has(r.name))
        t.ledger.excluded(
          r.row,
          'matched only as one partner of a joint poll that stays unrated (the other partner has no rating)',
        );
      else t.ledger.excluded(r.row, 'pollster has no 2026 poll in the data');
    }
  }
  return records.sort((a, b) => compareStrings(a.name, b.name));
}

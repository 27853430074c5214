import type { Correction } from '../schemas/corrections.ts';
import { recordApiUrl } from './corrections-view.ts';

/**
 * The corrections as the /corrections pages show them: one page per office (issue 22: the single page of every
 * correction as a table row was 716 KB and scored 42 on a phone), one collapsed section per year, and in it one item
 * per record, whose corrections that share a reason and a citation print that text once (the same reason and
 * citation often cover several fields of a record). Every correction stays on exactly one page.
 */
interface CorrectionChange {
  field: string;
  old: string;
  new: string;
}
interface CorrectionCitation {
  changes: CorrectionChange[];
  reason: string;
  source: string;
}
interface CorrectionItem {
  record: string;
  url: string | null;
  count: number;
  citations: CorrectionCitation[];
}
interface CorrectionYear {
  year: string;
  count: number;
  items: CorrectionItem[];
}
export interface CorrectionOffice {
  slug: string;
  label: string;
  /** The page's path without .html: corrections/president. */
  file: string;
  count: number;
  years: CorrectionYear[];
}

/** Pages in this order; 2026 poll records (race-id-date-pollster) have no office prefix. */
const OFFICES = [
  { slug: 'president', label: 'President' },
  { slug: 'senate', label: 'Senate' },
  { slug: 'house', label: 'House' },
  { slug: 'governor', label: 'Governor' },
  { slug: 'polls', label: '2026 polls' },
] as const;

/** The office page and year of a record id: office-YYYY-... for results, race-id-YYYY-MM-DD-pollster for polls. */
export function officeYearOf(record: string): { office: string; year: string } {
  const result = /^(president|senate|house|governor)-(\d{4})/.exec(record);
  if (result) return { office: result[1]!, year: result[2]! };
  const poll = /-(\d{4})-\d{4}-\d{2}-\d{2}-/.exec(record);
  return { office: 'polls', year: poll ? poll[1]! : 'other' };
}

/** A value as the page prints it: null is "none" (the source had no value, or the published one is null). */
const shown = (v: unknown) => (v === null || v === undefined ? 'none' : String(v));

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);

function itemOf(record: string, corrections: Correction[]): CorrectionItem {
  const byCitation = new Map<string, Correction[]>();
  for (const c of corrections) push(byCitation, `${c.reason}\u0000${c.source}`, c);
  const citations = [...byCitation.values()].map((cs) => ({
    reason: cs[0]!.reason,
    source: cs[0]!.source,
    changes: cs.map((c) => ({ field: c.field, old: shown(c.old), new: shown(c.new) })),
  }));
  return { record, url: recordApiUrl(record), count: corrections.length, citations };
}

/** Every correction, by office page, year (oldest first) and record (in the data's order). */
export function correctionOffices(corrections: Correction[]): CorrectionOffice[] {
  const byOffice = new Map<string, Map<string, Map<string, Correction[]>>>();
  for (const c of corrections) {
    const { office, year } = officeYearOf(c.record);
    const years = byOffice.get(office) ?? byOffice.set(office, new Map()).get(office)!;
    const records = years.get(year) ?? years.set(year, new Map()).get(year)!;
    push(records, c.record, c);
  }
  return OFFICES.filter((o) => byOffice.has(o.slug)).map((o) => {
    const years = [...byOffice.get(o.slug)!]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([year, records]) => {
        const items = [...records].map(([record, cs]) => itemOf(record, cs));
        return { year, count: items.reduce((n, i) => n + i.count, 0), items };
      });
    return { ...o, file: `corrections/${o.slug}`, count: years.reduce((n, y) => n + y.count, 0), years };
  });
}

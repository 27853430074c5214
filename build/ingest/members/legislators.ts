/**
 * unitedstates/congress-legislators (CC0; crosswalk SOURCES.md section 1): nine saved versions of
 * legislators-current.yaml (full term history and id block of everyone serving at the start of each Congress
 * 2011-2027) and legislators-historical.csv (every former member, last term only, no Wikidata column).
 */
import { parse } from 'yaml';
import type { Ledger } from '../core/ledger.ts';
import { readCsv, type SourceReader } from '../core/sources.ts';
import { nameWords } from './names.ts';

const DIR = 'crosswalk/congress-legislators';
/** Newest first, so a person's id block comes from the newest version that has them (FEC lists are merged). */
const LEGISLATORS_YAML = [
  'dfa96222',
  '46eea119',
  '8eac1710',
  'c1af377f',
  'f3cf3cfa',
  '0883edca',
  '9d08532d',
  'ab1c7651',
  '11add529',
].map((c) => `${DIR}/legislators-current@${c}.yaml`);
const LEGISLATORS_HISTORICAL = `${DIR}/legislators-historical@61c9ce6a.csv`;

export interface Term {
  type: 'rep' | 'sen';
  start: string;
  end: string | null;
  state: string;
  /** House district (0 at-large) or Senate class. */
  seat: number | null;
}

export interface Person {
  bioguide: string;
  /** Display name: official_full, else first + last (the historical CSV: full_name, else first + last). */
  name: string;
  /** Normalized surnames, current and other_names (each a list of words). */
  lasts: string[][];
  fec: string[];
  icpsr: number | null;
  govtrack: number | null;
  wikidata: string | null;
  /** Full terms from the YAML versions; the historical CSV's last term only. */
  terms: Term[];
}

interface YamlName {
  first?: string;
  last?: string;
  official_full?: string;
}
interface YamlPerson {
  id: { bioguide: string; fec?: string[]; icpsr?: number; govtrack?: number; wikidata?: string };
  name: YamlName;
  other_names?: YamlName[];
  terms: { type: string; start: string; end?: string; state: string; district?: number; class?: number }[];
}

const termKey = (t: Term) => `${t.type}|${t.start}|${t.state}|${t.seat}`;

/** Every person of the nine YAML versions and the historical CSV, by Bioguide id, their ids merged. */
export function readLegislators(reader: SourceReader, ledger: Ledger): Map<string, Person> {
  const people = new Map<string, Person>();
  for (const file of LEGISLATORS_YAML) {
    // uniqueKeys off: the check costs a sixth of the parse, and the files are byte copies of a linted repository.
    const list = parse(reader.text(file), { uniqueKeys: false }) as YamlPerson[];
    const fileLedger = ledger.open(file, list.length);
    list.forEach((p, i) => {
      const b = p.id.bioguide;
      const e = people.get(b) ?? {
        bioguide: b,
        name: p.name.official_full ?? `${p.name.first} ${p.name.last}`,
        lasts: [],
        fec: [],
        icpsr: null,
        govtrack: null,
        wikidata: null,
        terms: [],
      };
      for (const n of [p.name, ...(p.other_names ?? [])]) if (n.last) addLast(e, nameWords(n.last));
      e.fec = [...new Set([...e.fec, ...(p.id.fec ?? [])])].sort();
      e.icpsr ??= p.id.icpsr ?? null;
      e.govtrack ??= p.id.govtrack ?? null;
      e.wikidata ??= p.id.wikidata ?? null;
      const seen = new Set(e.terms.map(termKey));
      for (const t of p.terms) {
        // The 2012 version also carries one 'prez' term (Obama): not a seat in Congress.
        if (t.type !== 'rep' && t.type !== 'sen') continue;
        const term: Term = {
          type: t.type,
          start: t.start,
          end: t.end ?? null,
          state: t.state,
          seat: (t.type === 'rep' ? t.district : t.class) ?? null,
        };
        if (!seen.has(termKey(term))) (e.terms.push(term), seen.add(termKey(term)));
      }
      people.set(b, e);
      fileLedger.used(i + 1);
    });
  }
  const table = readCsv(reader, LEGISLATORS_HISTORICAL);
  const fileLedger = ledger.open(LEGISLATORS_HISTORICAL, table.rows.length);
  for (const row of table.rows) {
    const b = row.get('bioguide_id').trim();
    const num = (s: string) => (s.trim() ? Number(s) : null);
    const e = people.get(b) ?? {
      bioguide: b,
      name: row.get('full_name') || `${row.get('first_name')} ${row.get('last_name')}`,
      lasts: [],
      fec: [],
      icpsr: null,
      govtrack: null,
      wikidata: null,
      terms: [],
    };
    addLast(e, nameWords(row.get('last_name')));
    const fec = row
      .get('fec_ids')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    e.fec = [...new Set([...e.fec, ...fec])].sort();
    e.icpsr ??= num(row.get('icpsr_id'));
    e.govtrack ??= num(row.get('govtrack_id'));
    const type = row.get('type').trim();
    // The last term only, without dates: used to break ties between two members of one delegation sharing a surname.
    if (type === 'rep' || type === 'sen') {
      const seat = num(type === 'rep' ? row.get('district') : row.get('senate_class'));
      e.terms.push({ type, start: '', end: null, state: row.get('state').trim(), seat });
    }
    people.set(b, e);
    fileLedger.used(row.row);
  }
  return people;
}

function addLast(e: Person, words: string[]): void {
  if (words.length && !e.lasts.some((l) => l.join(' ') === words.join(' '))) e.lasts.push(words);
}

import type { StateCode } from '../../schemas/common.ts';
import { stateCode } from './common.ts';
import type { FileLedger, Ledger } from '../core/ledger.ts';
import type { SourceReader } from '../core/sources.ts';

/**
 * The stored Wikipedia excerpts (governor/wikipedia/*.txt) are page text, not tables: every line is a ledger row.
 * A line with result figures is used (or merged when it repeats figures read from another line); every other line
 * is excluded with what it is (archive header, prose, a primary result, a row the archive cut off).
 */
export interface WikiCandidate {
  line: number;
  name: string;
  partyLabel: string;
  votes: number | null;
  pct: number | null;
  writeIn: boolean;
}

export interface WikiRace {
  file: string;
  ledger: FileLedger;
  year: number;
  state: StateCode;
  /** The table row (US summary pages) or first result line (Alaska pages). */
  line: number;
  candidates: WikiCandidate[];
  writeInVotes: number | null;
  turnout: number | null;
}

export interface WikiText {
  file: string;
  ledger: FileLedger;
  lines: string[];
}

export function readWiki(reader: SourceReader, file: string, ledger: Ledger): WikiText {
  const lines = reader.text(file).split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return { file, ledger: ledger.open(file, lines.length), lines };
}

const HEADER = /^(SOURCE-URL:|NOTE:|CAUTION:|---$|=====)/;
const TABLE_HEADER = /^(State\s*\|\s*Incumbent|State Incumbent Party|---(\|---)+\|?$|Party Candidate Votes)/;
const PROSE = 'article prose or page layout: no result figures';
const count = (s: string) => Number(s.replace(/,/g, ''));
const CANDIDATE = /\s*([^()%|]+?)\s*\(([^)]+)\)\s*(\d+(?:\.\d+)?)%/g;

function commonLine(w: WikiText, n: number, t: string): boolean {
  if (t === '') w.ledger.excluded(n, 'blank line');
  else if (HEADER.test(t)) w.ledger.excluded(n, 'archive header: source address and note on what the excerpt lacks');
  else if (TABLE_HEADER.test(t)) w.ledger.excluded(n, 'table header');
  else return false;
  return true;
}

function candidatesOf(text: string, line: number): WikiCandidate[] {
  return [...text.matchAll(CANDIDATE)].map((m) => {
    const label = m[2]!.trim();
    const writeIn = /^write-in$/i.test(label);
    return {
      line,
      name: m[1]!.trim(),
      partyLabel: writeIn ? 'Write-in' : label,
      votes: null,
      pct: Number(m[3]),
      writeIn,
    };
  });
}

/**
 * A "United States gubernatorial elections, YEAR" page: one table row per state ("State | Incumbent | Party |
 * Status | Opposing candidates |"), shares only. The incumbent's share is in the Status cell ("Re-elected, 83.24%").
 * The 1976 file holds two copies of the article; lines of the first (unpiped) copy repeat rows of the second and
 * are checked against them and merged, except a continuation line naming a candidate the second copy lacks (1976
 * Indiana, Samuel L. Washington), which is added.
 */
export function parseUsTable(w: WikiText): WikiRace[] {
  const year = Number(w.file.match(/(\d{4})_United_States/)?.[1]);
  const races = new Map<StateCode, WikiRace>();
  const repeats: { n: number; state: StateCode; lead: boolean; cands: WikiCandidate[] }[] = [];
  let current: StateCode | null = null;
  w.lines.forEach((raw, i) => {
    const n = i + 1;
    const t = raw.trim();
    if (commonLine(w, n, t)) return;
    const cells = t.split('|').map((c) => c.trim());
    const state = t.includes('|') ? stateCode(cells[0]!.replace(/\[\d+\]$/, '')) : null;
    if (state && cells.length >= 5) {
      const [, incumbent, party, status, opposing] = cells as [string, string, string, string, string];
      const cands = candidatesOf(opposing, n);
      const own = status.match(/^(?:Re-elected|Defeated|Lost)[^,\d]*,\s*(\d+(?:\.\d+)?)%/);
      if (own)
        cands.unshift({
          line: n,
          name: incumbent,
          partyLabel: party,
          votes: null,
          pct: Number(own[1]),
          writeIn: false,
        });
      races.set(state, {
        file: w.file,
        ledger: w.ledger,
        year,
        state,
        line: n,
        candidates: cands,
        writeInVotes: null,
        turnout: null,
      });
      w.ledger.used(n);
      return;
    }
    if (state) {
      w.ledger.excluded(n, 'table row cut off by the archive: no figures');
      return;
    }
    const lead = t.match(/^([A-Z][a-z]+(?: [A-Z][a-z]+)?)\[\d+\]/);
    if (lead && stateCode(lead[1]!)) current = stateCode(lead[1]!);
    const cands = candidatesOf(t, n);
    const leads = lead !== null && stateCode(lead[1]!) !== null;
    if (current && (leads || (cands.length && /%$/.test(t)))) repeats.push({ n, state: current, lead: leads, cands });
    else w.ledger.excluded(n, PROSE);
  });
  for (const r of repeats) {
    const twin = races.get(r.state);
    if (!twin) throw new Error(`${w.file}: row ${r.n}: no table row for ${r.state} in the second copy`);
    const same = (c: WikiCandidate) => twin.candidates.some((t) => t.pct === c.pct && c.name.endsWith(t.name));
    const extra = r.cands.filter((c) => !same(c));
    if (extra.length === 0) {
      w.ledger.merged(r.n);
      continue;
    }
    // A continuation line ("Samuel L. Washington (U.S. Labor) 0.08%") can name someone the second copy dropped.
    if (r.lead)
      throw new Error(
        `${w.file}: row ${r.n}: result line differs from the table row for ${r.state} in the second copy`,
      );
    twin.candidates.push(...extra);
    w.ledger.used(r.n);
  }
  return [...races.values()];
}

const PARTIES = [
  'Alaskan Independence',
  'Democratic',
  'Republican',
  'Independence',
  'Independent',
  'Libertarian',
  'Green',
  'Write-In',
];
const TABLE_ROW = new RegExp(`^(${PARTIES.join('|')})\\s+(.+?)\\s+(\\d{1,3}(?:,\\d{3})*)\\s+(\\d+(?:\\.\\d+)?)%`);
const KEYED = /^(?:- )?(Nominee|Party|Popular Vote|Percentage)(\d):\s*(.+)$/;
const ROWED = /^(Nominee|Party|Popular vote|Percentage) (.+)$/;
const partyName = (label: string) =>
  label
    .replace(/\s*\(United States\)$/, '')
    .replace(/ Party$/, '')
    .trim();

function cleanName(raw: string): { name: string; writeIn: boolean } {
  const writeIn = /\(write-in\)/i.test(raw);
  return {
    name: raw
      .replace(/\((inc\.|write-in)\)/gi, '')
      .replace(/\s+/g, ' ')
      .trim(),
    writeIn,
  };
}

/** Splits an infobox row "Nominee Walter Hickel Tony Knowles Arliss Sturgulewski" into k names of equal length. */
function splitNames(text: string, k: number, where: string): string[] {
  const tokens = text.split(/\s+/);
  if (k === 0 || tokens.length % k) throw new Error(`${where}: cannot split "${text}" into ${k} names`);
  const size = tokens.length / k;
  return Array.from({ length: k }, (_, i) => tokens.slice(i * size, (i + 1) * size).join(' '));
}

function splitParties(text: string, where: string): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest) {
    const p = PARTIES.find((x) => rest.startsWith(x));
    if (!p) throw new Error(`${where}: unknown party in "${text}"`);
    out.push(p);
    rest = rest.slice(p.length).trim();
  }
  return out;
}

/**
 * An Alaska gubernatorial election page: the results table when the excerpt has it (1978, 1986: candidates with
 * votes, "Write-in votes", "Turnout"), else the infobox (1982, 1990, 1994: the top three with votes and %). The
 * infobox repeats the table where both exist and is merged; open-primary results are excluded.
 */
export function parseAlaskaArticle(w: WikiText): WikiRace {
  const year = Number(w.file.match(/(\d{4})_Alaska/)?.[1]);
  let section: 'none' | 'primary' | 'general' = 'none';
  const table: WikiCandidate[] = [];
  const keyed = new Map<number, Record<string, string>>();
  const keyedLines: number[] = [];
  const rowed: { field: string; text: string; n: number }[] = [];
  let writeInVotes: number | null = null;
  let turnout: number | null = null;
  w.lines.forEach((raw, i) => {
    const n = i + 1;
    const t = raw.trim();
    if (commonLine(w, n, t)) return;
    if (/primary result/i.test(t)) section = 'primary';
    else if (new RegExp(`^${year} Alaska gubernatorial election\\[\\d+\\]$`).test(t)) section = 'general';
    const row = t.match(TABLE_ROW);
    const turnoutLine = t.match(/^Turnout\s+([\d,]+)$/);
    const writeIns = t.match(/^Write-in votes\s+([\d,]+)/);
    const key = t.match(KEYED);
    const infobox = t.match(ROWED);
    if (row && section === 'none') throw new Error(`${w.file}: row ${n}: a result line outside any results table`);
    if ((row || turnoutLine) && section === 'primary')
      w.ledger.excluded(n, 'open-primary result: only the general election is published');
    else if (row && section === 'general') {
      const { name, writeIn } = cleanName(row[2]!);
      table.push({
        line: n,
        name,
        partyLabel: row[1]!,
        votes: count(row[3]!),
        pct: Number(row[4]),
        writeIn: writeIn || row[1] === 'Write-In',
      });
    } else if (turnoutLine && section === 'general') turnout = count(turnoutLine[1]!);
    else if (writeIns && section === 'general') writeInVotes = count(writeIns[1]!);
    else if (/^Majority\s+[\d,]+/.test(t)) w.ledger.excluded(n, 'winning margin: recomputed from the votes');
    else if (key) {
      const entry = keyed.get(Number(key[2])) ?? {};
      entry[key[1]!.toLowerCase()] = key[3]!.trim();
      keyed.set(Number(key[2]), entry);
      keyedLines.push(n);
    } else if (infobox) rowed.push({ field: infobox[1]!.toLowerCase(), text: infobox[2]!, n });
    else if (/^(?:- )?[A-Z][A-Za-z ]+\d?:\s*\S/.test(t)) w.ledger.excluded(n, 'infobox field without vote figures');
    else w.ledger.excluded(n, PROSE);
    if ((row || turnoutLine || writeIns) && section === 'general') w.ledger.used(n);
  });
  const box: WikiCandidate[] = [];
  for (const [, e] of [...keyed.entries()].sort((a, b) => a[0] - b[0])) {
    if (!e['nominee'] || !e['popular vote']) continue;
    box.push({
      line: keyedLines[0]!,
      name: e['nominee'],
      partyLabel: partyName(e['party'] ?? ''),
      votes: count(e['popular vote']),
      pct: e['percentage'] ? Number(e['percentage'].replace('%', '')) : null,
      writeIn: false,
    });
  }
  let block: { names?: string; parties?: string; n: number } | null = null;
  for (const r of rowed) {
    if (r.field === 'nominee') block = { names: r.text, n: r.n };
    else if (r.field === 'party' && block) block.parties = r.text;
    else if (r.field === 'popular vote' && block) {
      const votes = r.text.match(/[\d,]+/g)!.map(count);
      const names = splitNames(block.names!, votes.length, `${w.file}: row ${block.n}`);
      const parties = block.parties ? splitParties(block.parties, `${w.file}: row ${block.n}`) : [];
      names.forEach((raw, i) =>
        box.push({
          line: block!.n,
          name: cleanName(raw).name,
          partyLabel: parties[i] ?? '',
          votes: votes[i]!,
          pct: null,
          writeIn: parties[i] === 'Write-In',
        }),
      );
    } else if (r.field === 'percentage') {
      const pcts = r.text.match(/\d+(?:\.\d+)?(?=%)/g) ?? [];
      const last = box.slice(-pcts.length);
      pcts.forEach((p, i) => last[i] && (last[i]!.pct = Number(p)));
    }
  }
  const infoboxLines = [...keyedLines, ...rowed.map((r) => r.n)];
  if (table.length) {
    for (const c of box) {
      if (!table.some((t) => t.votes === c.votes))
        throw new Error(`${w.file}: row ${c.line}, field "Popular vote": ${c.votes} is not in the results table`);
    }
    for (const n of infoboxLines) w.ledger.merged(n);
  } else {
    for (const n of infoboxLines) w.ledger.used(n);
  }
  const candidates = (table.length ? table : box).sort((a, b) => (b.votes ?? 0) - (a.votes ?? 0));
  if (!candidates.length) throw new Error(`${w.file}: no results found`);
  return {
    file: w.file,
    ledger: w.ledger,
    year,
    state: 'AK',
    line: candidates[0]!.line,
    candidates,
    writeInVotes,
    turnout,
  };
}

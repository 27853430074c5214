/**
 * Reads the "FOR PRESIDENTIAL ELECTORS" sections of the Clerk of the House's "Statistics of the Presidential and
 * Congressional Election" (the `pdftotext -layout` text of the PDF, 2000-2020): per state, the high elector vote by
 * PARTY LABEL as the state printed it ("Republican", "Independent", "Write-in"), the printed page, and the state's
 * recapitulation total. A curating tool, not part of the ingest: the text is never in the repository (README.md).
 *
 * The Clerk prints labels, not candidates, and some lines lump several tickets under one label with a footnote
 * ("Independent ..... 1 18,706", 2012 AL: "1 Includes votes for ... 2,981 for Constitution; 12,328 for
 * Libertarian; and 3,397 for Green."): such a line carries its footnote mark, and the matcher never attributes it.
 */
import { EXCLUDED, letters, pageNumbers, SCATTERING, STATES } from './parse.ts';

export interface ClerkElectorLine {
  /** The label before the leader dots, spaces squeezed (letter-spaced in 2000 and 2016). */
  label: string;
  kind: 'party' | 'write_in' | 'scattering' | 'excluded' | 'total';
  votes: number;
  /** The footnote mark printed before the count ("1 18,706"), or null. */
  footnote: number | null;
}

export interface ClerkElectorState {
  state: string;
  /** The page number printed on the page the section is on; null where the edition prints none (2004). */
  page: number | null;
  /** The page of the PDF file (1-based). */
  pdfPage: number;
  lines: ClerkElectorLine[];
  /** Every figure of the recapitulation's "Presidential electors" rows (one of them is the state's total). */
  recapFigures: number[];
  letterSpaced: boolean;
  /**
   * The state's footnotes that split a lumped line among tickets, by mark ("1" -> "Includes votes for candidates
   * appearing on the following party tickets in most other States: 2,981 for Constitution; ..."), lines joined.
   */
  footnotes: Record<number, string>;
  /** Why the section cannot be read cleanly (a count not read, lines that do not add up to the recapitulation). */
  problems: string[];
}

/** The states of parse.ts and the District of Columbia, which votes for electors but elects no Representative. */
const PLACES: Record<string, string> = { ...STATES, DISTRICTOFCOLUMBIA: 'DC' };

/** A well-formed count: digits grouped by commas. */
const COUNT = /^\d{1,3}(,\d{3})*$/;

function kindOf(flat: string): ClerkElectorLine['kind'] {
  if (flat === 'total') return 'total';
  if (EXCLUDED.test(flat)) return 'excluded';
  if (/writein/.test(flat)) return 'write_in';
  // parse.ts's lists: "Scattering", "Other", Nevada's "None of These Candidates" (not a ticket, not a write-in).
  if (SCATTERING.test(flat)) return 'scattering';
  return 'party';
}

/**
 * The figures after the leader dots: the count, and a footnote mark before it. Null when the text holds no
 * well-formed count (a count pushed to the next line by a wide column, 2016 and 2020).
 */
function readCount(rest: string): { votes: number; footnote: number | null } | null {
  const tokens = rest.replace(/\./g, ' ').trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 2) return null;
  const last = tokens[tokens.length - 1]!;
  if (!COUNT.test(last)) return null;
  if (tokens.length === 2 && !/^\d{1,2}$/.test(tokens[0]!)) return null;
  return { votes: Number(last.replace(/,/g, '')), footnote: tokens.length === 2 ? Number(tokens[0]) : null };
}

/** A heading line's place ("ALABAMA", "AL AB AMA", "NEW JERSEY—Continued", "NEW JERSEY 1"), or null. */
function placeOf(flat: string): string | null {
  const head = flat.replace(/[—-]+Con\w*$/i, '').toUpperCase();
  return PLACES[head] ?? PLACES[head.replace(/\d.*$/, '')] ?? null;
}

/** Every state's elector section, in the order printed. */
export function parseClerkPresident(text: string): ClerkElectorState[] {
  const pages = text.split('\f');
  const pageOf = pageNumbers(pages);
  const letterSpaced = /Repu blica n|Dem ocr a t/.test(text);
  const out: ClerkElectorState[] = [];
  let state: string | null = null;
  let current: ClerkElectorState | null = null;
  /** A label whose count the wide column pushed to the next line. */
  let pendingLabel: string | null = null;
  let inRecap = false;
  /** The recapitulation's row label broke over two lines and its figures are on the second. */
  let recapWrapped = false;
  /** The footnote being read (its text may go on over the next lines). */
  let footnote: { section: ClerkElectorState; mark: number } | null = null;
  const byState = new Map<string, ClerkElectorState>();
  pages.forEach((pageText, pageIndex) => {
    for (const raw of pageText.split('\n')) {
      const flat = raw.replace(/\s+/g, '');
      if (!flat || flat.startsWith('VerDate')) {
        footnote = null; // a footnote ends at a blank line or the page's foot
        continue; // the printer's slug at a page's foot
      }
      const place = placeOf(flat);
      // "1 Includes votes for candidates appearing on the following party tickets ...", over one or more lines.
      const mark = /^\s*(\d{1,2})\s+(\S.*)$/.exec(raw);
      if (mark && letters(mark[2]!).startsWith('includes') && state && byState.has(state)) {
        footnote = { section: byState.get(state)!, mark: Number(mark[1]) };
        footnote.section.footnotes[footnote.mark] = mark[2]!.trim();
        continue;
      }
      if (footnote && !place && !mark && !/^\(?\d{1,3}\)?$/.test(flat)) {
        const text = footnote.section.footnotes[footnote.mark]!;
        // A word broken at the line's end ("Constitu-" "tion") is joined.
        footnote.section.footnotes[footnote.mark] = /-$/.test(text)
          ? `${text.slice(0, -1)}${raw.trim()}`
          : `${text} ${raw.trim()}`;
        continue;
      }
      footnote = null;
      if (place) {
        if (place !== state) ((state = place), (inRecap = false), (recapWrapped = false));
        current = null;
        pendingLabel = null;
        continue;
      }
      const word = letters(flat);
      if (word.startsWith('forpresidentialelectors') && state) {
        // A section broken by a page goes on under "FOR PRESIDENTIAL ELECTORS—Continued" (2016 DE).
        if (word.endsWith('continued') && byState.has(state)) {
          current = byState.get(state)!;
          continue;
        }
        if (byState.has(state)) {
          byState.get(state)!.problems.push('the section is printed twice');
          current = null;
          continue;
        }
        current = {
          state,
          page: pageOf(pageIndex),
          pdfPage: pageIndex + 1,
          lines: [],
          recapFigures: [],
          letterSpaced,
          problems: [],
          footnotes: {},
        };
        byState.set(state, current);
        out.push(current);
        continue;
      }
      if (/^recapitulation/.test(word)) inRecap = true;
      // The row is "Presidential electors" or, where the wide table wraps its first column, "Presidential" (2020),
      // or a label broken over two lines with the figures on the second ("Presidential elec-" "tors ....", 2008 CO;
      // "Presidential" "electors ....", 2004 NY).
      const recapRow = word.startsWith('presidential') || (recapWrapped && /^(tors|electors)/.test(word));
      if (inRecap && state && recapRow) {
        const figures = raw
          .replace(/\./g, ' ')
          .trim()
          .split(/\s+/)
          .filter((t) => COUNT.test(t));
        byState.get(state)?.recapFigures.push(...figures.map((t) => Number(t.replace(/,/g, ''))));
        recapWrapped = figures.length === 0;
        continue;
      }
      if (!current) continue;
      if (/^FOR[A-Z]{4}/i.test(flat) || /^\(\d+\)$/.test(flat) || /^recapitulation/.test(word)) {
        if (pendingLabel) current.problems.push(`no count read for "${pendingLabel}"`);
        current = null;
        pendingLabel = null;
        continue;
      }
      if (/^\d{1,3}$/.test(flat)) continue; // page number
      const dots = /^(.*?)\s*\.{3,}[.\s]*(.*)$/.exec(raw);
      if (pendingLabel && !dots) {
        const count = readCount(raw);
        if (count) current.lines.push(line(pendingLabel, count));
        else current.problems.push(`no count read for "${pendingLabel}"`);
        pendingLabel = null;
        continue;
      }
      if (!dots) {
        current.problems.push(`a line not read: "${raw.trim()}"`);
        continue;
      }
      if (pendingLabel) current.problems.push(`no count read for "${pendingLabel}"`);
      const label = dots[1]!.replace(/\s+/g, ' ').trim();
      const count = readCount(dots[2]!);
      if (count) current.lines.push(line(label, count));
      else if (!dots[2]!.trim()) pendingLabel = label;
      else current.problems.push(`no count read for "${label}" ("${dots[2]!.trim()}")`);
    }
  });
  // The lines must add up to a total the Clerk prints (a "Total" line, or the recapitulation's row), with or
  // without the blank and void lines some states print: a misread count or footnote mark fails this.
  for (const s of out) {
    if (addsUp(s)) continue;
    // A footnote mark glued to a count ("11,201" for mark 1 and 1,201: 2008 IN) is read apart when the state has that
    // footnote and the lines then add up to the printed total; any other difference is a problem.
    const glued = s.lines.filter((l) => l.footnote === null && String(l.votes)[0]! in s.footnotes);
    const repaired = glued.find((l) => {
      const votes = l.votes;
      l.votes = Number(String(votes).slice(1));
      if (addsUp(s)) return ((l.footnote = Number(String(votes)[0])), true);
      return ((l.votes = votes), false);
    });
    if (!repaired) s.problems.push(`the lines add up to ${validSum(s)}, which no total printed for the state equals`);
  }
  return out;
}

const validSum = (s: ClerkElectorState) =>
  s.lines.filter((l) => l.kind !== 'excluded' && l.kind !== 'total').reduce((a, l) => a + l.votes, 0);

/** Whether the lines add up to a total printed for the state, with or without the blank and void lines. */
function addsUp(s: ClerkElectorState): boolean {
  const all = s.lines.filter((l) => l.kind !== 'total').reduce((a, l) => a + l.votes, 0);
  const printed = [...s.lines.filter((l) => l.kind === 'total').map((l) => l.votes), ...s.recapFigures];
  return printed.includes(validSum(s)) || printed.includes(all);
}

function line(label: string, count: { votes: number; footnote: number | null }): ClerkElectorLine {
  return { label, kind: kindOf(letters(label)), votes: count.votes, footnote: count.footnote };
}

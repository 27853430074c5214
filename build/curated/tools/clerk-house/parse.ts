/**
 * Reads the House (and, with parse-senate.ts, the Senate) part of the Clerk of the House's "Statistics of the Presidential and Congressional Election"
 * (the `pdftotext -layout` text of the PDF) into one list of lines per state and district, with the printed page.
 * A curating tool, not part of the ingest: the text is never in the repository (see README.md beside this file).
 *
 * Four of the twelve PDFs (2000, 2006, 2014, 2016) come out letter-spaced ("Son n y Ca lla h a n, Repu blica n");
 * every comparison below therefore works on names with their spaces removed, and a count's digits are joined.
 */

/** One printed line of a district: a candidate, a candidate's further party line (fusion), or a non-candidate line. */
export interface ClerkLine {
  /** The text before the leader dots, spaces kept (letter-spaced in some years). */
  label: string;
  kind: 'candidate' | 'fusion' | 'write_in' | 'scattering' | 'excluded';
  /** The candidate's name (before the last comma), for candidate and named write-in lines. */
  name: string | null;
  /** The party after the last comma, or the fusion line's party. */
  party: string | null;
  /** The printed count; null where the Clerk prints "Unopposed" or no figure. */
  votes: number | null;
}

/** A House district's lines. */
export interface ClerkDistrict extends ClerkContest {
  /** 0 for at-large seats. */
  district: number;
}

export const STATES: Record<string, string> = {
  ALABAMA: 'AL',
  ALASKA: 'AK',
  ARIZONA: 'AZ',
  ARKANSAS: 'AR',
  CALIFORNIA: 'CA',
  COLORADO: 'CO',
  CONNECTICUT: 'CT',
  DELAWARE: 'DE',
  FLORIDA: 'FL',
  GEORGIA: 'GA',
  HAWAII: 'HI',
  IDAHO: 'ID',
  ILLINOIS: 'IL',
  INDIANA: 'IN',
  IOWA: 'IA',
  KANSAS: 'KS',
  KENTUCKY: 'KY',
  LOUISIANA: 'LA',
  MAINE: 'ME',
  MARYLAND: 'MD',
  MASSACHUSETTS: 'MA',
  MICHIGAN: 'MI',
  MINNESOTA: 'MN',
  MISSISSIPPI: 'MS',
  MISSOURI: 'MO',
  MONTANA: 'MT',
  NEBRASKA: 'NE',
  NEVADA: 'NV',
  NEWHAMPSHIRE: 'NH',
  NEWJERSEY: 'NJ',
  NEWMEXICO: 'NM',
  NEWYORK: 'NY',
  NORTHCAROLINA: 'NC',
  NORTHDAKOTA: 'ND',
  OHIO: 'OH',
  OKLAHOMA: 'OK',
  OREGON: 'OR',
  PENNSYLVANIA: 'PA',
  RHODEISLAND: 'RI',
  SOUTHCAROLINA: 'SC',
  SOUTHDAKOTA: 'SD',
  TENNESSEE: 'TN',
  TEXAS: 'TX',
  UTAH: 'UT',
  VERMONT: 'VT',
  VIRGINIA: 'VA',
  WASHINGTON: 'WA',
  WESTVIRGINIA: 'WV',
  WISCONSIN: 'WI',
  WYOMING: 'WY',
};

/** Letters only, lower case, accents dropped: the form in which letter-spaced and plain text compare equal. */
export function letters(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Lines that count no candidate's votes: blank, void, over- and under-votes are not valid votes at all. */
export const EXCLUDED =
  /^(blanks?|voids?|novotecast|blankandvoid|blanksandvoids|overvotes?|undervotes?|overandundervotes|spoiled|rejected)/;
/**
 * Votes for no named candidate ("Scattering", "Other Write-ins", "Scattering/Write-ins", "All others"; Nevada's
 * "None of These Candidates", printed "None of These" in 2012 and "Other Candidates" in 2010).
 */
export const SCATTERING =
  /writein|scatter|^(others?|allothers|miscellaneous|noneofthese(candidates)?|othercandidates)$/;

/** The count at the end of a line after its leader dots ("1 25,896" in letter-spaced years), or Unopposed. */
function countOf(rest: string, letterSpaced: boolean): { votes: number | null } | null {
  if (/u\s*n\s*o\s*p\s*p\s*o\s*s\s*e\s*d[\s.\d]*$/i.test(rest)) return { votes: null };
  // The count follows leader dots, or (where the label filled the line: 2010 WI-3) a wide gap.
  const m = /(?:\.{3,}[.\s]*|\S\s{3,})([\d][\d ,]*\d|\d)\s*$/.exec(rest);
  if (!m) return null;
  // Only a letter-spaced text splits a count's digits ("1 25,896"); elsewhere a figure before the count is a
  // footnote mark ("Matt Moore, Democrat ... 1 82,344": 2012 MS-4), not part of it.
  const digits = (letterSpaced ? m[1]! : m[1]!.split(' ').pop()!).replace(/[ ,]/g, '');
  return { votes: Number(digits) };
}

function classify(label: string, votes: number | null): ClerkLine {
  const squeezed = label.replace(/\s+/g, ' ').trim();
  const flat = letters(squeezed);
  if (EXCLUDED.test(flat)) return { label: squeezed, kind: 'excluded', name: null, party: null, votes };
  // "Name, Party", "Name, Jr., Party" and (Connecticut) "Name, Democrat, Working Families": the name ends at the
  // first comma not followed by a suffix; every part after it is a party line.
  const parts = squeezed.split(',');
  if (parts.length < 2) {
    if (SCATTERING.test(flat)) return { label: squeezed, kind: 'scattering', name: null, party: null, votes };
    return { label: squeezed, kind: 'fusion', name: null, party: squeezed, votes };
  }
  let i = 1;
  while (i < parts.length - 1 && /^(jr|sr|ii|iii|iv)$/.test(letters(parts[i]!))) i++;
  const name = parts.slice(0, i).join(',').trim();
  // "Write-in, Scatterings" (2018 Nebraska): no name, the lump of scattered write-ins.
  if (SCATTERING.test(letters(name))) return { label: squeezed, kind: 'scattering', name: null, party: null, votes };
  const party = parts
    .slice(i)
    .map((p) => p.trim())
    .join(', ');
  // "Write-in", "Republican (Write-in)", "Nonpartisan (Write-in)".
  const kind = /writein/.test(letters(party)) ? 'write_in' : 'candidate';
  return { label: squeezed, kind, name, party, votes };
}

/**
 * The printed page of each form-feed page: the most common offset between the page index and a number standing
 * alone on a line (pdftotext puts the foot's number at the top of the page's text). Null when none is printed.
 */
export function pageNumbers(pages: string[]): (i: number) => number | null {
  const offsets = new Map<number, number>();
  pages.forEach((p, i) => {
    for (const line of p.split('\n')) {
      const m = /^\s{30,}(\d{1,3})\s*$/.exec(line);
      if (m) offsets.set(Number(m[1]) - i, (offsets.get(Number(m[1]) - i) ?? 0) + 1);
    }
  });
  const best = [...offsets.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (i) => (best === undefined ? null : i + best);
}

/** The lines of one contest as the Clerk prints them, with the page they start on. */
export interface ClerkContest {
  state: string;
  /** The page number printed on the page the contest starts on; null where the edition prints none (2004). */
  page: number | null;
  /** The page of the PDF file (1-based). */
  pdfPage: number;
  lines: ClerkLine[];
  /** Whether the text is letter-spaced (2000, 2006, 2014, 2016): its names are fit to match, not to print. */
  letterSpaced: boolean;
  /** Why the contest's lines cannot be read cleanly (printed twice, a sub-heading such as an unexpired term). */
  problems: string[];
}

/** Opens a contest of the office on the current page, with the office's own fields. */
type Open<T extends ClerkContest> = (fields: Omit<T, keyof ClerkContest>) => T;

/**
 * How one office's section of each state is read ("FOR UNITED STATES REPRESENTATIVE", "... SENATOR"): its heading,
 * and what opens a contest in it. Every hook returns the contest the following lines belong to.
 */
export interface SectionRules<T extends ClerkContest> {
  /** The heading, on the line with its spaces removed (also matches its "—Continued" repetition). */
  heading: RegExp;
  /** The heading was read; `current` is null at the first heading of a state. */
  atHeading(current: T | null, open: Open<T>): T | null;
  /** A parenthesized sub-heading ("(For unexpired term ending January 3, 2023)"), as printed. */
  atSubheading(text: string, current: T | null, open: Open<T>): T | null;
  /** An "AT LARGE" line (the House's at-large seat); where absent, such a line is read as any other. */
  atLarge?(open: Open<T>): T;
  /** A line numbered "1. Name ..." (a House district); where absent, no line is read as numbered. */
  numbered?(n: number, open: Open<T>): T;
}

/** Every contest of the office the text prints, in order: the reader shared by the House and the Senate. */
export function parseSections<T extends ClerkContest>(text: string, rules: SectionRules<T>): T[] {
  const pages = text.split('\f');
  const pageOf = pageNumbers(pages);
  const letterSpaced = /Repu blica n|Dem ocr a t/.test(text);
  const out: T[] = [];
  let state: string | null = null;
  let inSection = false;
  let current: T | null = null;
  let pending = '';
  pages.forEach((pageText, pageIndex) => {
    const open: Open<T> = (fields) => {
      const opened = {
        state: state!,
        ...fields,
        page: pageOf(pageIndex),
        pdfPage: pageIndex + 1,
        lines: [],
        problems: [],
        letterSpaced,
      } as unknown as T;
      out.push(opened);
      return opened;
    };
    for (const raw of pageText.split('\n')) {
      const flat = raw.replace(/\s+/g, '');
      if (!flat) continue;
      // "NEW JERSEY 1" and "NEW JERSEY 1 I—Continued": a footnote mark after the state's name.
      const head = flat.replace(/[—-]+Con\w*$/i, '').toUpperCase();
      const st = STATES[head] ?? STATES[head.replace(/\d.*$/, '')];
      if (st) {
        if (st !== state) ((state = st), (inSection = false), (current = null));
        continue;
      }
      if (rules.heading.test(flat)) {
        inSection = true;
        pending = '';
        if (state) current = rules.atHeading(current, open);
        continue;
      }
      if (/^FOR[A-Z]{4}/.test(flat) || /^(recapitulation|representatives)/.test(letters(flat))) {
        inSection = false;
        continue;
      }
      if (!inSection || !state) continue;
      if (/^\d{1,3}$/.test(flat) || /^\(\d+\)$/.test(flat)) continue; // page number
      if (/^\(/.test(flat)) {
        current = rules.atSubheading(raw.trim(), current, open);
        continue;
      }
      if (/^ATLARGE$/i.test(flat) && rules.atLarge) {
        current = rules.atLarge(open);
        continue;
      }
      // A pending first part never joins a district's numbered first line (it is prose, such as a redistricting note).
      const line = pending && !/^\s*\d{1,2}\s*\.\s/.test(raw) ? `${pending} ${raw.trim()}` : raw;
      // A count on a line of its own belongs to the line above, whose trailing number was a footnote mark (2016 OH-8).
      if (/^\s*\d{1,3}(,\d{3})+\s*$/.test(line) && current?.lines.length) {
        const last = current.lines[current.lines.length - 1]!;
        if (last.votes !== null && last.votes < 10) last.votes = Number(flat.replace(/,/g, ''));
        else current.problems.push(`a count on a line of its own: ${flat}`);
        continue;
      }
      const count = countOf(line, letterSpaced);
      if (!count) {
        // A name broken over two lines: its first part has no leader dots and no count.
        if (!/\.{3,}/.test(line)) pending = line.trim();
        continue;
      }
      pending = '';
      // "1 2. Bob McDermott": a footnote mark before the district's number (2002 HI).
      const dm = rules.numbered ? /^\s*(?:\d\s+)?(\d{1,2})\s*\.\s+(.*)$/.exec(line) : null;
      let body = line;
      if (dm) {
        current = rules.numbered!(Number(dm[1]), open);
        body = dm[2]!;
      }
      if (!current) continue;
      const label = body
        .replace(/\.{3,}[\s\S]*$/, '')
        .replace(/\s{3,}[\d ,]+$/, '')
        .replace(/\s*U\s*n\s*o\s*p\s*p\s*o\s*s\s*e\s*d[\s\S]*$/i, '');
      current.lines.push(classify(stripFootnote(label), count.votes));
    }
  });
  return out;
}

/** Every House district the text prints, in order. */
export function parseClerkHouse(text: string): ClerkDistrict[] {
  const out = parseSections<ClerkDistrict>(text, {
    heading: /^FORUNITEDSTATESREPRESENTATIVE/i,
    atHeading: (current) => current,
    atSubheading: (text, current) => {
      if (current) current.problems.push(`sub-heading "${text}"`);
      return current;
    },
    atLarge: (open) => open({ district: 0 }),
    numbered: (n, open) => open({ district: n }),
  });
  // A district printed twice (a special election, a runoff) is flagged, never merged.
  const seen = new Map<string, ClerkDistrict>();
  for (const d of out) {
    const key = `${d.state}-${d.district}`;
    const prev = seen.get(key);
    if (prev) (prev.problems.push('district printed twice'), d.problems.push('district printed twice'));
    else seen.set(key, d);
  }
  return out;
}

/** A footnote mark glued to a label ("Mike Ross, Democrat 1", "Unopposed 2") is not part of it. */
function stripFootnote(label: string): string {
  return label.replace(/\s+\d{1,2}\s*$/, '').replace(/[\s.]+$/, '');
}

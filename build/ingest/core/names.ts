/**
 * Person-name normalization. Sources write names as "BIDEN, JOSEPH R. JR", "JOHN H. CHAFFEE",
 * 'BUBAR, BENJAMIN ""BEN""' or "WILLIAM L \"BILL\" DICKINSON"; the API shows one display form,
 * "First Middle Last Suffix" in title case, with curated overrides applied by the callers.
 */
const SUFFIXES = new Set(['JR', 'JR.', 'SR', 'SR.', 'II', 'III', 'IV', 'V']);

/** Removes CSV escape debris: backslashes before quotes and doubled quotes. */
export function cleanRawName(raw: string): string {
  return raw
    .replace(/\\"/g, '"')
    .replace(/\\/g, '')
    .replace(/""/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function titleWord(word: string): string {
  if (word === '') return word;
  // Initials and suffixes keep their form: "H.W." -> "H.W.", "III" -> "III".
  if (/^[IVX]+$/.test(word) && word.length <= 4 && word !== 'VI') return word;
  if (/^([A-Z]\.)+$/.test(word)) return word;
  if (/^[A-Z]$/.test(word)) return `${word}.`;
  // Each part of a hyphenated or apostrophe name is capitalized on its own: Cherfilus-McCormick, O'Rourke.
  return word
    .toLowerCase()
    .split(/([-'’])/)
    .map((part) => (part === '-' || part === "'" || part === '’' ? part : (part.charAt(0).toUpperCase() + part.slice(1)).replace(/^Mc([a-z])/, (_, c: string) => `Mc${c.toUpperCase()}`)))
    .join('');
}

/** Title-cases an all-capitals name; a name that already has lower-case letters is kept as written. */
export function titleCaseName(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name
    .split(' ')
    .map(titleWord)
    .join(' ')
    .replace(/\bJr\b\.?/g, 'Jr.')
    .replace(/\bSr\b\.?/g, 'Sr.');
}

export interface ParsedName {
  first: string;
  last: string;
  nickname: string | null;
  suffix: string | null;
}

/** Splits "LAST, FIRST MIDDLE SUFFIX" or "FIRST MIDDLE LAST SUFFIX" into parts. */
export function parseName(raw: string): ParsedName {
  let name = cleanRawName(raw);
  let nickname: string | null = null;
  const nick = name.match(/"([^"]+)"/);
  if (nick) {
    nickname = nick[1]!.trim();
    name = name.replace(nick[0], ' ').replace(/\s+/g, ' ').trim();
  }
  let suffix: string | null = null;
  const takeSuffix = (tokens: string[]): string[] => {
    const kept: string[] = [];
    for (const t of tokens) {
      const bare = t.replace(/,$/, '');
      if (SUFFIXES.has(bare.toUpperCase())) suffix = bare.replace(/\.$/, '');
      else kept.push(bare);
    }
    return kept;
  };
  // "JOHN R. GIBB, JR." has a comma before a suffix only: it is not "LAST, FIRST".
  const afterComma = name.split(',').slice(1).join(' ').trim().split(' ').filter(Boolean);
  if (name.includes(',') && !afterComma.every((t) => SUFFIXES.has(t.toUpperCase()))) {
    const [lastPart, ...rest] = name.split(',');
    const restTokens = takeSuffix(rest.join(' ').trim().split(' ').filter(Boolean));
    const lastTokens = takeSuffix(lastPart!.trim().split(' ').filter(Boolean));
    return { first: restTokens.join(' '), last: lastTokens.join(' '), nickname, suffix };
  }
  const tokens = takeSuffix(name.replace(/,/g, ' ').split(' ').filter(Boolean));
  const last = tokens.pop() ?? '';
  return { first: tokens.join(' '), last, nickname, suffix };
}

/**
 * Display form: "First Middle Last Suffix"; a quoted nickname replaces the first given name
 * ('CLARK, EDWARD ""ED""' -> "Ed Clark"), as newsrooms write it.
 */
export function displayName(raw: string): string {
  const p = parseName(raw);
  // A nickname stands for the given names: 'WILLIAM L "BILL" DICKINSON' -> "Bill Dickinson".
  const given = p.nickname ?? p.first;
  const suffix = p.suffix ? (/^(JR|SR)$/i.test(p.suffix) ? `${p.suffix}.` : p.suffix) : '';
  const full = [given, p.last, suffix].filter(Boolean).join(' ');
  return titleCaseName(full);
}

/** A matching key: upper-case surname plus first given name, accents and punctuation stripped. */
export function nameKey(raw: string): string {
  const p = parseName(raw);
  const strip = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z ]/g, '')
      .trim();
  const first = strip(p.nickname ?? p.first).split(' ')[0] ?? '';
  return `${strip(p.last).replace(/ /g, '')}|${first}`;
}

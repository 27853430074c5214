/**
 * Person-name normalization. Sources write names as "BIDEN, JOSEPH R. JR", "JOHN H. CHAFFEE",
 * 'BUBAR, BENJAMIN ""BEN""' or "WILLIAM L \"BILL\" DICKINSON"; the API shows one display form,
 * "First Middle Last Suffix" in title case, with curated overrides applied by the callers.
 */
export const SUFFIXES = new Set(['JR', 'JR.', 'SR', 'SR.', 'II', 'III', 'IV', 'V']);

/** Removes CSV escape debris: backslashes before quotes and doubled quotes. */
export function cleanRawName(raw: string): string {
  return raw.replace(/\\"/g, '"').replace(/\\/g, '').replace(/""/g, '"').replace(/\s+/g, ' ').trim();
}

/**
 * Two-letter given names and particles that are words, not initials: every other two-letter given-name token
 * written without periods ("TJ", "JD", "LH") is a pair of initials and keeps its capitals.
 */
export const TWO_LETTER_WORDS = new Set([
  'AL',
  'ED',
  'JO',
  'BO',
  'TY',
  'CY',
  'HY',
  'MO',
  'RO',
  'DI',
  'LE',
  'LA',
  'DE',
  'DU',
  'LU',
  'SU',
  'KI',
  'LI',
  'YU',
  'WU',
  'EL',
  'NO',
  'OZ',
  'OH',
  'VU',
  'MA',
  'DA',
  'DO',
  'ST',
  'WM',
  'DR',
  'MR',
  'MS',
  'JR',
  'SR',
  'II',
  'IV',
  'VI',
  'OF',
]);

function titleWord(word: string, isGiven: boolean): string {
  if (word === '') return word;
  // Suffixes (after the surname) and initials keep their form: "III" -> "III", "H.W." -> "H.W.".
  if (!isGiven && /^[IVX]+$/.test(word) && word.length <= 4 && word !== 'VI') return word;
  if (/^([A-Z]\.)+$/.test(word)) return word;
  if (/^[A-Z]$/.test(word)) return `${word}.`;
  if (isGiven && /^[A-Z]{2}$/.test(word) && !TWO_LETTER_WORDS.has(word)) return word;
  // Each part of a hyphenated or apostrophe name is capitalized on its own: Cherfilus-McCormick, O'Rourke.
  return word
    .toLowerCase()
    .split(/([-'’])/)
    .map((part) =>
      part === '-' || part === "'" || part === '’'
        ? part
        : (part.charAt(0).toUpperCase() + part.slice(1)).replace(
            /^Mc([a-z])/,
            (_, c: string) => `Mc${c.toUpperCase()}`,
          ),
    )
    .join('');
}

/** Title-cases an all-capitals name; a name that already has lower-case letters is kept as written. */
export function titleCaseName(name: string): string {
  if (/[a-z]/.test(name)) return name;
  const words = name.split(' ');
  // The last word that is not a suffix is the surname; only the words before it can be initials.
  let surname = words.length - 1;
  while (surname > 0 && SUFFIXES.has(words[surname]!.replace(/,$/, ''))) surname--;
  return words
    .map((w, i) => titleWord(w, i < surname))
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
  // A nickname in straight or curly double quotes ("BILL", “CHUY”) or in parentheses ("JAMES T. (JIM) BROYHILL").
  const nick = name.match(/["“”]([^"“”]+)["“”]/) ?? name.match(/\(([^()]+)\)/);
  if (nick) {
    nickname = nick[1]!.trim();
    name = name.replace(nick[0], ' ').replace(/\s+/g, ' ').trim();
  }
  let suffix: string | null = null;
  // A generational suffix is recognized only after the surname, at the end of its part of the name: a middle
  // "V" ("RONALD V DELLUMS", "GEORGE V VOINOVICH") is an initial, not "the fifth".
  const takeSuffix = (tokens: string[]): string[] => {
    const kept = tokens.map((t) => t.replace(/,$/, ''));
    while (kept.length > 1 && SUFFIXES.has(kept[kept.length - 1]!.toUpperCase()))
      suffix ??= kept.pop()!.replace(/\.$/, '');
    return kept;
  };
  // "JOHN R. GIBB, JR." has a comma before a suffix only: it is not "LAST, FIRST".
  const afterComma = name.split(',').slice(1).join(' ').trim().split(' ').filter(Boolean);
  if (name.includes(',') && !afterComma.every((t) => SUFFIXES.has(t.toUpperCase()))) {
    const [lastPart, ...rest] = name.split(',');
    const restTokens = rest.join(' ').trim().split(' ').filter(Boolean);
    // "BIDEN, JOSEPH R. JR": the suffix ends the given names; a lone "V" there is a middle initial.
    const given =
      restTokens.length > 1 && !/^V\.?$/i.test(restTokens[restTokens.length - 1]!)
        ? takeSuffix(restTokens)
        : restTokens;
    const lastTokens = takeSuffix(lastPart!.trim().split(' ').filter(Boolean));
    return { first: given.join(' '), last: lastTokens.join(' '), nickname, suffix };
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

/**
 * A looser key for matching one person across sources: every letter of the name, accents, spaces, hyphens and
 * punctuation dropped, so a hyphen or spacing variant ("MERAV BEN DAVID", "Merav Ben-David") still matches.
 */
export function letterKey(raw: string): string {
  return cleanRawName(raw)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/**
 * What JSON.parse lets through and data/ must not have: an object with the same key twice (JSON.parse silently
 * keeps the last value, so a hand edit or a bad merge could publish either) and CRLF line ends (the ingest writes
 * LF, and byte-identical output is how its determinism is tested; a checkout that converted them is refused,
 * deliberately, rather than normalised, so the committed bytes stay the ones the manifest hashes).
 */

/** Where a duplicate key is: the path of the object holding it (array indexes and keys from the root), and the key. */
export interface DuplicateKey {
  path: (string | number)[];
  key: string;
}

interface Frame {
  /** The keys seen so far, for an object; undefined for an array. */
  keys?: Set<string>;
  /** The key whose value is being read (objects) or the index of the element (arrays). */
  at: string | number;
}

/** The index of the quote that closes a string whose text starts at `from` (a quote after an even run of backslashes). */
function closingQuote(text: string, from: number): number {
  for (let j = text.indexOf('"', from); ; j = text.indexOf('"', j + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(j - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return j;
  }
}

/** The first duplicate key of a JSON text that JSON.parse accepted, or null. One pass, no allocation per value. */
export function findDuplicateKey(text: string): DuplicateKey | null {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const j = closingQuote(text, i + 1);
      const top = stack[stack.length - 1];
      if (top?.keys && expectKey) {
        const raw = text.slice(i + 1, j);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.keys.has(key)) return { path: stack.slice(0, -1).map((f) => f.at), key };
        top.keys.add(key);
        top.at = key;
        expectKey = false;
      }
      i = j;
    } else if (c === 0x7b) {
      stack.push({ keys: new Set(), at: '' });
      expectKey = true;
    } else if (c === 0x5b) {
      stack.push({ at: 0 });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top?.keys) expectKey = true;
      else if (top) top.at = (top.at as number) + 1;
    }
  }
  return null;
}

/** The 1-based line of the first CRLF (or lone CR) line end, or null. */
export function firstCarriageReturn(text: string): number | null {
  const i = text.indexOf('\r');
  return i < 0 ? null : text.slice(0, i).split('\n').length;
}

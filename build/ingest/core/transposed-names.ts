/**
 * Letter transpositions in candidate names (issue 18, class 6: "Micahel C. Hickey Jr.", "Micahel F. Petrie"): a
 * word of a name used at most twice in all the results that one swap of adjacent letters turns into a word used at
 * least 15 times ("Micahel" beside 832 "Michael"s) is a typo copied from a source, or the person's own spelling
 * (Shelia, Bryon). Each must be repaired in curated/name-fixes.json (with a citation) or listed in
 * curated/name-spellings.json as the person's own spelling (with its source) or as not yet settled; a listed name
 * that no longer occurs fails too, so the table stays true.
 */
import type { CheckResult } from './check-result.ts';

interface NamedRecord {
  id: string;
  candidates: readonly { name: string }[];
}

/** A listed spelling: the person's own (with the page that shows it), or not settled by any page we could read. */
export interface NameSpelling {
  record: string;
  name: string;
  verdict: 'own_spelling' | 'unsettled';
  why: string;
}

const RARE = 2;
const COMMON = 15;

const words = (name: string) => name.split(/[\s.,]+/).filter((w) => w.length >= 4);

/** The words one swap of adjacent letters away from `word` (lower case). */
function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length - 1; i++)
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return out;
}

/** Each candidate name with a rare word that a swap of two adjacent letters turns into a common one. */
export function transposedNames(records: readonly NamedRecord[]): { record: string; name: string; word: string }[] {
  const uses = new Map<string, number>();
  for (const r of records)
    for (const c of r.candidates)
      for (const w of words(c.name)) uses.set(w.toLowerCase(), (uses.get(w.toLowerCase()) ?? 0) + 1);
  const found: { record: string; name: string; word: string }[] = [];
  for (const r of records)
    for (const c of r.candidates)
      for (const w of words(c.name)) {
        const lower = w.toLowerCase();
        if ((uses.get(lower) ?? 0) > RARE) continue;
        const common = swaps(lower).find((s) => (uses.get(s) ?? 0) >= COMMON);
        if (common) found.push({ record: r.id, name: c.name, word: `${w} (${common}: ${uses.get(common)} uses)` });
      }
  return found;
}

export function checkTransposedNames(records: readonly NamedRecord[], listed: readonly NameSpelling[]): CheckResult {
  const key = (record: string, name: string) => `${record}|${name}`;
  const known = new Set(listed.map((l) => key(l.record, l.name)));
  const found = transposedNames(records);
  const seen = new Set(found.map((f) => key(f.record, f.name)));
  const failures = [
    ...found
      .filter((f) => !known.has(key(f.record, f.name)))
      .map((f) => `${f.record}: "${f.name}": ${f.word}: a transposition? repair it or list it`),
    ...listed
      .filter((l) => !seen.has(key(l.record, l.name)))
      .map((l) => `curated/name-spellings.json: ${l.record} "${l.name}" no longer occurs`),
  ];
  const unsettled = listed.filter((l) => l.verdict === 'unsettled').length;
  return {
    name: 'no candidate name has a rare word one letter swap from a common one, unless repaired or listed',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${listed.length} listed spellings (${unsettled} unsettled); no other`],
  };
}

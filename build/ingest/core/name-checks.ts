import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './checks.ts';
import { SUFFIXES, TWO_LETTER_WORDS } from './names.ts';

/**
 * Checks that fail the ingest if a name-parsing defect reappears anywhere (pure functions over records).
 * - form: a Roman numeral among the given names ("Charles II Wilson": a misread initial, or a suffix parsed out
 *   of place), a generational "V" after a name whose source has it as a middle initial, and initials written as a
 *   word ("Tj Cox"), and a nickname left in quotes or parentheses ("James T. (jim) Broyhill").
 * - seat consistency: a seat's winners in consecutive elections with the same given name and surnames one or two
 *   letters apart ("Lloyd Dogett" between two "Lloyd Doggett"s) are one person spelled two ways.
 */
export function nameFormProblems(name: string): string[] {
  const words = name.split(' ');
  let surname = words.length - 1;
  while (surname > 0 && SUFFIXES.has(words[surname]!.toUpperCase())) surname--;
  const problems: string[] = [];
  words.forEach((w, i) => {
    if (i >= surname) return;
    if (/^(II|III|IV|V|Ii|Iii|Iv)$/.test(w))
      problems.push(`"${w}" among the given names reads as a generational suffix`);
    if (/^[A-Z][a-z]$/.test(w) && !TWO_LETTER_WORDS.has(w.toUpperCase()))
      problems.push(`"${w}" looks like initials written as a word`);
  });
  if (/ V$/.test(name)) problems.push('ends in "V": a middle initial read as a suffix?');
  if (/[()"“”]/.test(name)) problems.push('a nickname left in quotes or parentheses');
  return problems;
}

export function checkNameForms(races: Race[]): CheckResult {
  const failures: string[] = [];
  for (const r of races)
    for (const c of r.candidates)
      for (const p of nameFormProblems(c.name)) failures.push(`${r.id}: candidates[${c.name}].name: ${p}`);
  return {
    name: 'candidate names: no Roman numeral among given names, no middle initial read as a suffix, no initials written as a word',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${races.reduce((s, r) => s + r.candidates.length, 0)} candidate names pass`],
  };
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

const surnameOf = (name: string) => {
  const words = name.split(' ').filter((w) => !SUFFIXES.has(w.toUpperCase()) && w !== 'Jr.' && w !== 'Sr.');
  return words[words.length - 1] ?? '';
};

/** Winners of the same seat in consecutive elections whose surnames differ by one or two letters. */
export function checkSeatNameConsistency(races: Race[]): CheckResult {
  const seats = new Map<string, Race[]>();
  for (const r of races) {
    if (!r.winner) continue;
    const key = [r.office, r.state, r.district, r.seat_class].join('|');
    seats.set(key, [...(seats.get(key) ?? []), r]);
  }
  const failures: string[] = [];
  for (const list of seats.values()) {
    const ordered = [...list].sort((a, b) => a.year - b.year || (a.date ?? '').localeCompare(b.date ?? ''));
    for (let i = 1; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1]!, ordered[i]!];
      const [sa, sb] = [surnameOf(a.winner!), surnameOf(b.winner!)];
      if (sa === sb || (sa.split(' ')[0] !== sb.split(' ')[0] && a.winner!.split(' ')[0] !== b.winner!.split(' ')[0]))
        continue;
      const d = editDistance(sa.toLowerCase(), sb.toLowerCase());
      if (
        d > 0 &&
        d <= 2 &&
        Math.min(sa.length, sb.length) >= 4 &&
        a.winner!.split(' ')[0] === b.winner!.split(' ')[0]
      ) {
        failures.push(`${a.id} "${a.winner}" and ${b.id} "${b.winner}": one member spelled two ways`);
      } else if (d === 0) {
        failures.push(`${a.id} "${a.winner}" and ${b.id} "${b.winner}": surname capitalized two ways`);
      }
    }
  }
  return {
    name: "a seat's winners in consecutive elections spell the same member's name the same way",
    passed: failures.length === 0,
    details: failures.length ? failures : [`${seats.size} seats pass`],
  };
}

/** A pair of spellings in one seat that the curated table says are not one person misspelled, or not yet resolved. */
export interface NameVariant {
  seat: string;
  names: [string, string];
  verdict: 'different_people' | 'unresolved';
  why: string;
}

const variantKey = (seat: string, a: string, b: string) => [seat, ...[a, b].sort()].join('|');

/**
 * Candidates of the same seat within four years (any stage, any finish) with the same given name and surnames one
 * or two letters apart, starting with the same letter ("John H. Alder" in 2010 beside the seat's "John Adler" of
 * 2008; "Rob Zervan" beside "Rob Zerban"): one person spelled two ways in the source. Each such pair must be repaired
 * (build/curated/name-fixes.json, with a citation) or listed in build/curated/name-variants.json as different
 * people or as not yet resolved; a listed pair that no longer occurs fails too, so the table stays true.
 */
export function checkSeatCandidateSpellings(races: Race[], variants: readonly NameVariant[]): CheckResult {
  const seats = new Map<string, { year: number; id: string; name: string }[]>();
  for (const r of races) {
    const seat = `${r.office} ${r.state}${r.district === null ? '' : `-${r.district}`}${r.seat_class ? ` class ${r.seat_class}` : ''}`;
    const list = seats.get(seat) ?? [];
    for (const c of r.candidates) if (c.votes !== null) list.push({ year: r.year, id: r.id, name: c.name });
    seats.set(seat, list);
  }
  const known = new Set(variants.map((v) => variantKey(v.seat, ...v.names)));
  const seen = new Set<string>();
  const failures: string[] = [];
  for (const [seat, list] of seats) {
    for (const a of list) {
      for (const b of list) {
        if (a.name >= b.name || Math.abs(a.year - b.year) > 4) continue;
        const [sa, sb] = [surnameOf(a.name), surnameOf(b.name)];
        if (a.name.split(' ')[0] !== b.name.split(' ')[0] || sa[0] !== sb[0] || Math.min(sa.length, sb.length) < 4)
          continue;
        const d = editDistance(sa.toLowerCase(), sb.toLowerCase());
        if (d === 0 || d > 2) continue;
        const key = variantKey(seat, a.name, b.name);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!known.has(key))
          failures.push(`${seat}: "${a.name}" (${a.id}) and "${b.name}" (${b.id}): one candidate spelled two ways?`);
      }
    }
  }
  for (const v of variants) {
    if (!seen.has(variantKey(v.seat, ...v.names)))
      failures.push(`build/curated/name-variants.json: ${v.seat} ${v.names.join(' / ')} no longer occurs`);
  }
  return {
    name: "a seat's candidates within four years spell one person's name one way (or the pair is listed with why)",
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${seen.size} similar pairs in ${seats.size} seats, each listed in build/curated/name-variants.json`],
  };
}

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
    if (/^(II|III|IV|V|Ii|Iii|Iv)$/.test(w)) problems.push(`"${w}" among the given names reads as a generational suffix`);
    if (/^[A-Z][a-z]$/.test(w) && !TWO_LETTER_WORDS.has(w.toUpperCase())) problems.push(`"${w}" looks like initials written as a word`);
  });
  if (/ V$/.test(name)) problems.push('ends in "V": a middle initial read as a suffix?');
  if (/[()"“”]/.test(name)) problems.push('a nickname left in quotes or parentheses');
  return problems;
}

export function checkNameForms(races: Race[]): CheckResult {
  const failures: string[] = [];
  for (const r of races) for (const c of r.candidates) for (const p of nameFormProblems(c.name)) failures.push(`${r.id}: candidates[${c.name}].name: ${p}`);
  return {
    name: 'candidate names: no Roman numeral among given names, no middle initial read as a suffix, no initials written as a word',
    passed: failures.length === 0,
    details: failures.length ? failures : [`${races.reduce((s, r) => s + r.candidates.length, 0)} candidate names pass`],
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
      if (sa === sb || sa.split(' ')[0] !== sb.split(' ')[0] && a.winner!.split(' ')[0] !== b.winner!.split(' ')[0]) continue;
      const d = editDistance(sa.toLowerCase(), sb.toLowerCase());
      if (d > 0 && d <= 2 && Math.min(sa.length, sb.length) >= 4 && a.winner!.split(' ')[0] === b.winner!.split(' ')[0]) {
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

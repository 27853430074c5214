/**
 * Matches one published presidential state record with the Clerk's elector lines for its state and produces an
 * entry of the certified-president-states.json schema (build/ingest/president/certified.ts), or the reason it
 * cannot. The Clerk prints party LABELS, not candidates: a label is attributed to the one record candidate whose
 * party label (or, failing any label match, party) fits it, and to no one where two candidates or two lines fit;
 * a footnoted lump ("Independent ..... 1 18,706": several tickets) is never attributed. Never a guess.
 */
import type { ClerkElectorLine, ClerkElectorState } from './parse-president.ts';
import { letters } from './parse.ts';

/** The fields of a published presidential state record the match reads. */
export interface PresidentRecord {
  year: number;
  state: string;
  candidates: { name: string; party: string; party_label: string; votes: number | null; write_in: boolean }[];
  total_votes: number;
  unattributed_votes: number;
  winner: string;
}

/** An entry of certified-president-states.json (no `add`: the Clerk names no candidate). */
export interface PresidentEntry {
  year: number;
  state: string;
  candidates: Record<string, number>;
  unattributed_votes?: number;
  source: string;
  why: string;
}

export type PresidentMatch = { entry: PresidentEntry; changes: string[]; left: string[] } | { skip: string };

/** One ticket as the Clerk prints it: a label line and the further lines of the same ticket (New York fusion). */
interface Ticket {
  labels: string[];
  votes: number;
  /** A footnote mark: the line may lump several tickets, so it is never attributed. */
  footnote: number | null;
  /** A ticket a footnote names by the label it has "in most other States", not the state's own. */
  split: boolean;
}

/** A label's comparable form: letters only, without "party" and "and" ("PEACE & FREEDOM PARTY": peacefreedom). */
function norm(label: string): string {
  return letters(label.replace(/&|\band\b|\bparty\b/gi, ' '));
}

/** The party family a Clerk label names, for a record candidate whose label fits no line. */
const FAMILIES: Record<string, RegExp> = {
  democrat: /^democrat/,
  republican: /^republican/,
  libertarian: /^libertarian/,
  green: /^green/,
  constitution: /^constitution/,
  reform: /^reform/,
  independent:
    /^(independent|unaffiliated|noaffiliation|nonaffiliated|nopartyaffiliation|nopoliticalparty|bypetition|petition|nominatedbypetition|independentbypetition)$/,
};

/** "Working Families (Democratic Party Candidate)": a further line of the ticket labelled Democratic. */
function fusionTarget(label: string): string | null {
  // On the label without spaces: the letter-spaced editions print "(Dem ocr a t ic P a r t y Ca n dida t e)".
  const m = /\(([^)]*?)(?:party)?candidate\)$/i.exec(label.replace(/\s+/g, ''));
  return m ? norm(m[1]!) : null;
}

/**
 * A footnote's split of a lumped line ("... in most other States: 2,981 for Constitution; 12,328 for Libertarian;
 * and 3,397 for Green."), or null unless its parts add up to the line's count exactly.
 */
export function footnoteSplit(text: string | undefined, votes: number): { label: string; votes: number }[] | null {
  if (!text) return null;
  const parts = [
    ...text.matchAll(
      /(\d[\d,]*)\s+(?:v\s*o\s*t\s*e\s*s\s+)?f\s*o\s*r\s+([^\d;:,.]+?)(?=\s*[;,.]|\s+a\s*n\s*d\s+\d|$)/g,
    ),
  ].map((m) => ({ label: m[2]!.trim(), votes: Number(m[1]!.replace(/,/g, '')) }));
  return parts.length && parts.reduce((a, p) => a + p.votes, 0) === votes ? parts : null;
}

function tickets(
  lines: ClerkElectorLine[],
  footnotes: Record<number, string>,
): { tickets: Ticket[]; fusedInto: Map<Ticket, string[]> } {
  const out: Ticket[] = [];
  const fusedInto = new Map<Ticket, string[]>();
  const party = lines.filter((l) => l.kind === 'party');
  for (const l of party.filter((x) => !fusionTarget(x.label))) {
    // A lumped line whose footnote splits it exactly is the tickets the footnote names, by their usual labels.
    const split = l.footnote === null ? null : footnoteSplit(footnotes[l.footnote], l.votes);
    if (split) for (const p of split) out.push({ labels: [p.label], votes: p.votes, footnote: null, split: true });
    else out.push({ labels: [l.label], votes: l.votes, footnote: l.footnote, split: false });
  }
  for (const l of party.filter((x) => fusionTarget(x.label))) {
    const target = fusionTarget(l.label)!;
    const main = out.find((t) => norm(t.labels[0]!) === target);
    if (main) {
      main.labels.push(l.label);
      main.votes += l.votes;
      main.footnote ??= l.footnote;
      fusedInto.set(main, [...(fusedInto.get(main) ?? []), l.label]);
    } else out.push({ labels: [target, l.label], votes: l.votes, footnote: l.footnote, split: false });
  }
  return { tickets: out, fusedInto };
}

/**
 * The tickets a candidate's label fits: equal labels first, then one a prefix of the other, then the party. A ticket
 * a footnote names by its label "in most other States" also fits the candidate's most common label of the year
 * (`usual`: Nader's "Green" in 2000, where Alabama's ballot said "Independent").
 */
function fitting(c: PresidentRecord['candidates'][number], all: Ticket[], usual: string | undefined): Ticket[] {
  const ours = norm(c.party_label);
  const theirs = usual ? norm(usual) : null;
  const keys = (t: Ticket) => t.labels.map((l) => norm(l.replace(/\([^)]*\)/g, '')));
  const equal = all.filter((t) => keys(t).includes(ours) || (t.split && theirs !== null && keys(t).includes(theirs)));
  if (equal.length) return equal;
  const prefix = all.filter((t) =>
    keys(t).some((k) => Math.min(k.length, ours.length) >= 3 && (k.startsWith(ours) || ours.startsWith(k))),
  );
  if (prefix.length) return prefix;
  const family = FAMILIES[c.party];
  const byParty = family ? all.filter((t) => keys(t).some((k) => family.test(k))) : [];
  if (byParty.length || theirs === null || c.write_in) return byParty;
  // A ballot label that says nothing ("OTHER", "NLP"): the candidate's usual label of the year, as the Clerk prints
  // tickets (a write-in candidate's votes are in the Clerk's write-in lines, never a ticket's).
  return all.filter((t) => keys(t).includes(theirs));
}

const fmt = (n: number | null) => (n === null ? 'none' : n.toLocaleString('en-US'));

/**
 * The match, or why not. `source` is the entry's citation (with the page of the state's elector section); `usual`
 * each candidate's most common party label of the year (`usualLabels`).
 */
export function matchPresident(
  record: PresidentRecord,
  clerk: ClerkElectorState,
  source: string,
  usual: Map<string, string> = new Map(),
): PresidentMatch {
  if (clerk.problems.length) return { skip: `the Clerk's section: ${clerk.problems.join('; ')}` };
  const { tickets: all } = tickets(clerk.lines, clerk.footnotes);
  const fits = new Map(record.candidates.map((c) => [c, fitting(c, all, usual.get(c.name))]));
  const claimants = (t: Ticket) => record.candidates.filter((c) => fits.get(c)!.includes(t));
  const counts: Record<string, number> = {};
  const changes: string[] = [];
  const left: string[] = [];
  const used = new Set<Ticket>();
  for (const c of record.candidates) {
    const f = fits.get(c)!;
    const t = f.length === 1 && claimants(f[0]!).length === 1 ? f[0]! : null;
    if (!t) {
      left.push(
        `${c.name} (${c.party_label}): ${f.length ? 'the label fits several lines or candidates' : 'no line has the label'}`,
      );
      continue;
    }
    used.add(t);
    if (t.footnote !== null) {
      left.push(
        `${c.name}: the Clerk's "${t.labels[0]}" line carries footnote ${t.footnote} (may lump several tickets)`,
      );
      continue;
    }
    const ours = c.votes ?? 0;
    // A difference over 1% is more often a lump (several tickets under one label) than a stale count: left to a
    // reviewed, second citation (certified-president-states.json), never taken from the label alone.
    if (c.votes === null || Math.abs(t.votes - ours) > 0.01 * Math.max(ours, 1)) {
      left.push(`${c.name}: the Clerk's "${t.labels.join(' + ')}" ${fmt(t.votes)} vs ours ${fmt(c.votes)} (over 1%)`);
      continue;
    }
    counts[c.name] = t.votes;
    if (t.votes !== c.votes) changes.push(`${c.name} ${fmt(c.votes)} -> ${fmt(t.votes)}`);
  }
  if (Object.keys(counts).length === 0) return { skip: `no candidate matched (${left.join('; ')})` };
  const after = record.candidates.map((c) => [c.name, counts[c.name] ?? c.votes ?? 0] as const);
  const best = after.sort((a, b) => b[1] - a[1])[0]!;
  if (best[0] !== record.winner || after.filter((a) => a[1] === best[1]).length > 1)
    return { skip: `the matched counts would not keep ${record.winner} the winner: review by hand` };
  // The votes no candidate is named for: the Clerk's write-in and scattering lines, given only where every record
  // candidate and every ticket the Clerk prints is matched (else a ticket's votes may be in them, or missing).
  const remainderLines = clerk.lines.filter((l) => l.kind === 'write_in' || l.kind === 'scattering');
  const mixed = clerk.lines.some((l) => l.kind === 'excluded' && /scatter/.test(letters(l.label)));
  // Where the Clerk prints no write-in or scattering line it is silent on them, as in the House tool: the source's
  // unattributed votes stay (the record's verification note says they are the source's).
  const silent = remainderLines.length === 0 && record.unattributed_votes > 0;
  const whole =
    Object.keys(counts).length === record.candidates.length && all.every((t) => used.has(t)) && !mixed && !silent;
  const entry: PresidentEntry = { year: record.year, state: record.state, candidates: counts, source, why: '' };
  if (whole) {
    const remainder = remainderLines.reduce((s, l) => s + l.votes, 0);
    entry.unattributed_votes = remainder;
    if (remainder !== record.unattributed_votes)
      changes.push(`unattributed ${fmt(record.unattributed_votes)} -> ${fmt(remainder)}`);
  }
  const named = Object.values(counts).reduce((s, v) => s + v, 0);
  const served = record.candidates.reduce((s, c) => s + (c.name in counts ? 0 : (c.votes ?? 0)), 0);
  const total = named + served + (entry.unattributed_votes ?? record.unattributed_votes);
  if (total !== record.total_votes) changes.push(`total ${fmt(record.total_votes)} -> ${fmt(total)}`);
  const what = whole
    ? `every ticket's count${remainderLines.length ? ' and the write-in/scattering lines' : ''}`
    : `the counts of ${Object.keys(counts).join(', ')}`;
  entry.why = changes.length
    ? `the Clerk of the House's statistics (the state's high elector vote by party label) differ (${changes.join('; ')}); the Clerk's are served`
    : `the Clerk of the House's statistics (the state's high elector vote by party label) give the same figures for ${what}`;
  return { entry, changes, left };
}

/** Each candidate's most common party label over the year's records (write-in lines aside), for footnoted tickets. */
export function usualLabels(records: PresidentRecord[]): Map<string, string> {
  const tally = new Map<string, Map<string, number>>();
  for (const r of records)
    for (const c of r.candidates) {
      if (c.write_in || norm(c.party_label).length < 3) continue;
      const m = tally.get(c.name) ?? new Map<string, number>();
      m.set(c.party_label, (m.get(c.party_label) ?? 0) + 1);
      tally.set(c.name, m);
    }
  return new Map([...tally].map(([name, m]) => [name, [...m].sort((a, b) => b[1] - a[1])[0]![0]]));
}

/**
 * The independent second look at a contest (issue 18, deliverable 4), as a pure function: a published record's
 * figures and the tallies other sources give for the same contest in, a verification status out. Readers of each
 * source live in their family folders; the wiring (which tallies, which records are certified) is verify.ts.
 */
import type { Party } from '../../schemas/common.ts';
import type { Verification } from '../../schemas/results.ts';

/**
 * Tolerances, as shares of the record's total. Totals: 0.5%, the presidential cross-check's (president/crosscheck.ts):
 * county sums miss ballots counted statewide only (overseas, provisional, Maine's UOCAVA: 2020 GA president
 * 4,997,716 county-summed vs 4,999,960), so exact equality would flag sound sources. Each candidate's votes: 0.25%,
 * tight enough to catch the keying slips found (1984 WA Mondale +9,000 is 0.48% of the total, 1988 MN Durenberger
 * -10,000 0.48%) and loose enough for county-attribution noise (1998 CO Owens 645,806 vs 648,202: 0.19%).
 */
const VERIFY_TOLERANCE = 0.005;
const VOTES_TOLERANCE = 0.0025;

/** One source's figures for one contest. */
export interface SourceTally {
  /** The /api/sources id. */
  source: string;
  /** all: every candidate the source names, plus its total; dem_rep: only the D and R nominees and the total. */
  scope: 'all' | 'dem_rep';
  candidates: { name: string; party: Party | null; votes: number }[];
  /** Valid votes; null where the source's total is known to be wrong or is not comparable (the reader says why). */
  total: number | null;
  /** Source ids this tally copies or cites (e.g. a FiveThirtyEight row citing MEDSL): not independent of them. */
  derivedFrom: string[];
}

/** The published figures of a record, as compared. */
export interface RecordFigures {
  id: string;
  sources: string[];
  candidates: { name: string; party: Party; votes: number | null }[];
  total: number | null;
  winner: string | null;
}

export interface KnownError {
  source: string;
  record: string;
  why: string;
}

export interface VerifyInput {
  record: RecordFigures;
  tallies: SourceTally[];
  /** The certified table that set this record's figures, if any (its source id). */
  certifiedBy: string | null;
  /** What that table's entry does not give (candidates, unattributed votes): they keep the source's figures. */
  notCertified?: { candidates: string[]; unattributed: number };
  /** Sources a given source derives from, per the registry (build/curated/sources.json derived_from). */
  lineage: (source: string) => string[];
  /** Documented errors of a second source for this record (build/curated/verification-known-errors.json). */
  knownErrors: KnownError[];
}

export interface VerifyOutput {
  verification: Verification;
  /** Disagreements to list in the ingest report's conflicts. */
  disagreements: { source: string; field: string; ours: number | null; theirs: number | null; rule: string }[];
}

/** Surname key: accents, punctuation and suffixes dropped ("Robert P. Casey Jr." and "ROBERT P CASEY JR" -> casey). */
export function surnameKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)|"[^"]*"/g, ' ')
    .toLowerCase()
    .replace(/[^a-z ,-]/g, '')
    .split(/[\s,]+/)
    .filter((w) => w && !/^(jr|sr|ii|iii|iv)$/.test(w));
  // "Last, First" (governor and some county files) puts the surname first.
  if (/,/.test(name) && !/,\s*(jr|sr|ii|iii|iv)\.?\s*$/i.test(name)) return words[0] ?? '';
  return words[words.length - 1] ?? '';
}

/** Whether two sources are independent: neither is, nor derives from, the other (registry lineage, transitively). */
export function independent(a: string, b: string, lineage: (s: string) => string[]): boolean {
  const closure = (s: string): Set<string> => {
    const seen = new Set([s]);
    const todo = [s];
    while (todo.length) for (const d of lineage(todo.pop()!)) if (!seen.has(d)) (seen.add(d), todo.push(d));
    return seen;
  };
  const ca = closure(a);
  const cb = closure(b);
  return ![...ca].some((x) => cb.has(x));
}

/** Of the unmatched candidates with this surname, the one whose votes are closest (2024 MO: Jared Young, W. C. Young). */
function closest(candidates: RecordFigures['candidates'], used: Set<number>, key: string, votes: number): number {
  let best = -1;
  candidates.forEach((r, j) => {
    if (used.has(j) || surnameKey(r.name) !== key) return;
    if (best < 0 || Math.abs((r.votes ?? 0) - votes) < Math.abs((candidates[best]!.votes ?? 0) - votes)) best = j;
  });
  return best;
}

type Comparison =
  | { comparable: false; why: string }
  | { comparable: true; diffs: { field: string; ours: number | null; theirs: number | null }[] };

/** Compares one tally with the record. Not comparable when the tally names someone the record does not have. */
export function compareTally(rec: RecordFigures, t: SourceTally): Comparison {
  const limit = VOTES_TOLERANCE * (rec.total ?? 0);
  const totalLimit = VERIFY_TOLERANCE * (rec.total ?? 0);
  const used = new Set<number>();
  const diffs: { field: string; ours: number | null; theirs: number | null }[] = [];
  const theirByIndex = new Map<number, number>();
  for (const c of t.candidates) {
    const key = surnameKey(c.name);
    const free = (test: (r: RecordFigures['candidates'][number]) => boolean) =>
      rec.candidates.findIndex((r, j) => !used.has(j) && test(r));
    // Same surname and party first: 1996 Virginia had John Warner (R) against Mark Warner (D).
    let i = c.party ? free((r) => surnameKey(r.name) === key && r.party === c.party) : -1;
    if (i < 0) i = closest(rec.candidates, used, key, c.votes);
    // A-A's D and R columns: a misspelled nominee ("Saxby ChamblissR") is still the party's leading candidate.
    if (i < 0 && t.scope === 'dem_rep' && c.party) i = free((r) => r.party === c.party);
    if (i < 0) {
      if (c.votes <= limit) continue; // a line too small to matter (a write-in the record folds into unattributed)
      return { comparable: false, why: `${t.source} names ${c.name}, whom the record does not have` };
    }
    used.add(i);
    theirByIndex.set(i, (theirByIndex.get(i) ?? 0) + c.votes);
  }
  rec.candidates.forEach((r, i) => {
    const theirs = theirByIndex.get(i);
    if (theirs === undefined) {
      // A dem_rep tally is silent on the others; a full tally that lacks a real candidate disagrees.
      if (t.scope === 'all' && (r.votes ?? 0) > limit)
        diffs.push({ field: `candidates[${r.name}].votes`, ours: r.votes, theirs: null });
      return;
    }
    if (r.votes === null || Math.abs(r.votes - theirs) > limit)
      diffs.push({ field: `candidates[${r.name}].votes`, ours: r.votes, theirs });
  });
  if (t.total !== null && (rec.total === null || Math.abs(rec.total - t.total) > totalLimit))
    diffs.push({ field: 'total_votes', ours: rec.total, theirs: t.total });
  // The same winner: within tolerance is not enough in a race closer than the tolerance.
  const top = [...theirByIndex.entries()].sort((a, b) => b[1] - a[1])[0];
  if (t.scope === 'all' && top && rec.winner && rec.candidates[top[0]]!.name !== rec.winner) {
    diffs.push({ field: 'winner', ours: null, theirs: top[1] });
  }
  return { comparable: true, diffs };
}

const fmt = (n: number | null) => (n === null ? 'none' : n.toLocaleString('en-US'));

/** A certified record's note: what the curated count gives, and which figures it leaves to the source. */
function certifiedNote(table: string, left: { candidates: string[]; unattributed: number }, own: string[]): string {
  const changed = 'any figure it changed is listed at /api/corrections.';
  const { candidates, unattributed } = left;
  if (!candidates.length && !unattributed)
    return `Figures equal a certified count curated with its citation (${table}); ${changed}`;
  const from = own.filter((s) => !s.startsWith('curated-')).join(', ') || 'the source';
  const names =
    candidates.length > 3
      ? `${candidates.length} candidates (${candidates.slice(0, 3).join(', ')}, ...)`
      : candidates.join(', ');
  const parts = [
    candidates.length ? `the votes of ${names}` : '',
    unattributed ? `the total (its ${unattributed.toLocaleString('en-US')} unattributed votes)` : '',
  ].filter(Boolean);
  return `The certified count curated with its citation (${table}) gives every figure but ${parts.join(' and ')}, which are ${from}'s; ${changed}`;
}

/**
 * certified > agrees > resolved > disputed > single_source. A record agrees when one independent source agrees;
 * another that disagrees is then listed as a conflict (outvoted), not a dispute.
 */
export function verifyContest(input: VerifyInput): VerifyOutput {
  const { record, tallies, lineage } = input;
  const primary = record.sources.filter(
    (s) => !s.startsWith('ec-') && s !== 'fte-races-president-senate' && s !== 'fte-races-governor',
  );
  const own = primary.length ? primary : record.sources;
  const isIndependent = (t: SourceTally) =>
    !own.includes(t.source) &&
    own.every((p) => independent(p, t.source, lineage) && !t.derivedFrom.includes(p)) &&
    t.derivedFrom.every((d) => own.every((p) => independent(p, d, lineage)));
  const compared = tallies.filter(isIndependent).map((t) => ({ t, c: compareTally(record, t) }));
  const comparable = compared.filter((x) => x.c.comparable) as {
    t: SourceTally;
    c: Extract<Comparison, { comparable: true }>;
  }[];
  const agreeing = comparable.filter((x) => x.c.diffs.length === 0).map((x) => x.t.source);
  const disagreeing = comparable.filter((x) => x.c.diffs.length > 0);
  const disagreements = disagreeing.flatMap(({ t, c }) => {
    const known = input.knownErrors.find((k) => k.source === t.source && k.record === record.id);
    const rule = input.certifiedBy
      ? `the certified count (${input.certifiedBy}) is served`
      : agreeing.length
        ? `outvoted: ${agreeing.join(', ')} agree${agreeing.length === 1 ? 's' : ''} with the served figures`
        : known
          ? `documented error of ${t.source}: ${known.why}`
          : `unresolved: no certified count curated yet; the served figures are ${own.join(', ')}'s`;
    return c.diffs.map((d) => ({ source: t.source, field: d.field, ours: d.ours, theirs: d.theirs, rule }));
  });
  const names = (xs: string[]) => [...new Set(xs)];
  const describe = (xs: typeof disagreeing) =>
    xs
      .map(
        ({ t, c }) => `${t.source}: ${c.diffs.map((d) => `${d.field} ${fmt(d.ours)} vs ${fmt(d.theirs)}`).join(', ')}`,
      )
      .join('; ');
  let v: VerifyOutput['verification'];
  if (input.certifiedBy) {
    v = {
      status: 'certified',
      sources: names([...own, input.certifiedBy, ...agreeing]),
      note: certifiedNote(input.certifiedBy, input.notCertified ?? { candidates: [], unattributed: 0 }, own),
    };
  } else if (agreeing.length) {
    const scope = comparable.filter((x) => agreeing.includes(x.t.source)).some((x) => x.t.scope === 'all')
      ? "every candidate's votes"
      : 'the Democratic and Republican votes';
    // A source with no comparable total (the Gelman-King House file has none; a reader nulls one known to be wrong)
    // agrees on the votes only: say so rather than claim a total was compared.
    const total = comparable.some((x) => agreeing.includes(x.t.source) && x.t.total !== null)
      ? ' and the total (within 0.5%)'
      : `; the total is not compared (no comparable total from ${agreeing.join(' or ')})`;
    v = {
      status: 'agrees',
      sources: names([...own, ...agreeing]),
      note: `${agreeing.join(' and ')} agree${agreeing.length === 1 ? 's' : ''} on ${scope} (within 0.25% of the total)${total}.${disagreeing.length ? ` Outvoted: ${describe(disagreeing)}.` : ''}`,
    };
  } else if (disagreeing.length) {
    const allKnown = disagreeing.every(({ t }) =>
      input.knownErrors.some((k) => k.source === t.source && k.record === record.id),
    );
    v = allKnown
      ? {
          status: 'resolved',
          sources: names([...own, ...disagreeing.map((x) => x.t.source)]),
          note: `Sources disagree (${describe(disagreeing)}); the served figures are kept because of a documented error of the other source (ingest report, conflicts).`,
        }
      : {
          status: 'disputed',
          sources: names([...own, ...disagreeing.map((x) => x.t.source)]),
          note: `Sources disagree (${describe(disagreeing)}); no certified count is curated yet.`,
        };
  } else {
    const skipped = compared.filter((x) => !x.c.comparable).map((x) => (x.c as { why: string }).why);
    const dependent = tallies.filter((t) => !isIndependent(t)).map((t) => t.source);
    const copies = dependent.filter((s) => !own.includes(s));
    const ownTallies = dependent.filter((s) => own.includes(s));
    const why = [
      copies.length ? `${names(copies).join(', ')} not independent of ${own.join(', ')}` : '',
      ownTallies.length ? `${names(ownTallies).join(', ')} is itself a source of these figures` : '',
      skipped.length ? `not comparable: ${skipped.join('; ')}` : '',
    ].filter(Boolean);
    v = {
      status: 'single_source',
      sources: own,
      note: `No independent second source covers this contest${why.length ? ` (${why.join('; ')})` : ''}.`,
    };
  }
  return { verification: v, disagreements };
}

/** A source's tally for one contest as a reader produces it: the record ids it may be (first existing wins), its rows. */
export interface ContestTally {
  ids: string[];
  rows: number[];
  tally: SourceTally;
  /** Why the rows are excluded when no published record matches. */
  unmatched: string;
}

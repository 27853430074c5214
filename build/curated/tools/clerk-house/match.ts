/**
 * Matches one published House or Senate record with the Clerk's lines for its contest and produces an entry of
 * certified-house.json or certified-senate.json, or the reason it cannot: a candidate no line matches by surname (and party, where a surname repeats), a
 * line the Clerk names that the record lacks, a count the Clerk does not print. Never a guess.
 */
import { letters, type ClerkContest, type ClerkLine } from './parse.ts';

/** The fields of a published House or Senate record the match reads. */
export interface ContestRecord {
  id: string;
  year: number;
  candidates: { name: string; party: string; votes: number | null; write_in: boolean }[];
  total_votes: number;
  unattributed_votes: number;
}

export type HouseRecord = ContestRecord;

/** One entry of a generated table (the schema of core/certified.ts). */
export interface HouseEntry {
  record: string;
  /** Write-in candidates the Clerk names and counts whom the record lacks (issue 18: named candidates stay named). */
  added?: { name: string; party_label: string; votes: number; write_in: true }[];
  candidates: Record<string, number>;
  source: string;
  why: string;
  total_votes?: number;
  unattributed_why?: string;
}

export type MatchResult = { entry: HouseEntry; changes: string[] } | { skip: string };

/** One candidate as the Clerk prints them: a name line and any further party lines (New York, Connecticut fusion). */
interface ClerkCandidate {
  name: string;
  parties: string[];
  votes: number | null;
  writeIn: boolean;
}

const SUFFIX = /,?\s*(j\s*r|s\s*r|i\s*i\s*i?|i\s*v)\s*\.?\s*$/i;

/** A name's letters without a trailing Jr./Sr./II/III/IV. */
const nameKey = (name: string) => letters(name.replace(/\s+/g, ' ').replace(SUFFIX, ''));

/** Our surname: the last word that is not a suffix ("Robert E. (Bud) Cramer, Jr." -> cramer). */
function surname(name: string): string {
  const words = name
    .replace(/\([^)]*\)|"[^"]*"|“[^”]*”/g, ' ')
    .split(/[\s,]+/)
    .filter((w) => w && !/^(jr|sr|ii|iii|iv)\.?$/i.test(w));
  return letters(words[words.length - 1] ?? '');
}

const PARTY_WORDS: Record<string, RegExp> = {
  democrat: /democrat|dfl|democraticfarmerlabor|democraticnpl/,
  republican: /republican/,
  libertarian: /libertarian/,
  green: /green/,
  constitution: /constitution|taxpayers/,
  reform: /reform/,
  independent: /independent|nopartyaffiliation|nopoliticalparty|unaffiliated|nonpartisan|petition/,
};

function partyFits(ours: string, clerk: ClerkCandidate): boolean {
  const test = PARTY_WORDS[ours];
  return test ? clerk.parties.some((p) => test.test(letters(p))) : true;
}

/** Groups the district's lines into candidates; fusion lines add to the candidate line above them. */
function clerkCandidates(lines: ClerkLine[]): {
  candidates: ClerkCandidate[];
  remainder: ClerkLine[];
  problem?: string;
} {
  const candidates: ClerkCandidate[] = [];
  const remainder: ClerkLine[] = [];
  let last: ClerkCandidate | null = null;
  for (const l of lines) {
    if (l.kind === 'candidate' && last && !last.writeIn && PARTY_LINE.test(letters(l.name!))) {
      last.parties.push(l.label);
      last.votes = last.votes === null || l.votes === null ? null : last.votes + l.votes;
    } else if (l.kind === 'candidate' || l.kind === 'write_in') {
      // The same name on two lines (one per party) is one candidate: their count is the sum.
      const same = candidates.find((c) => nameKey(c.name) === nameKey(l.name!));
      if (same && l.kind === 'candidate') {
        same.parties.push(l.party!);
        same.votes = same.votes === null || l.votes === null ? null : same.votes + l.votes;
        last = same;
        continue;
      }
      last = { name: l.name!, parties: [l.party!], votes: l.votes, writeIn: l.kind === 'write_in' };
      candidates.push(last);
    } else if (l.kind === 'fusion') {
      if (!last || last.writeIn) {
        // A party's line with no name after the write-ins (2018 Arizona Senate "Green 57,442"): a candidate the
        // Clerk does not name, matched only by the rule for unnamed lines (same party, exactly the same count).
        last = { name: '', parties: [l.party!], votes: l.votes, writeIn: false };
        candidates.push(last);
        continue;
      }
      last.parties.push(l.party!);
      last.votes = last.votes === null || l.votes === null ? null : last.votes + l.votes;
    } else {
      if (l.kind === 'scattering') remainder.push(l);
      last = null;
    }
  }
  return { candidates, remainder };
}

/** A line whose "name" is itself a party ("Conservative, Taxpayers"): a further party line of the candidate above. */
const PARTY_LINE =
  /^(conservative|workingfamilies|independence|taxpayers|libertarian|green|moderate|reform|womensequality)$/;

const fmt = (n: number | null) => (n === null ? 'none' : n.toLocaleString('en-US'));

/**
 * The match, or why not. `source` is the entry's citation (with the page of the contest's first line); `served`
 * names whose figures the record serves, for the entry's `why` ("MEDSL's").
 */
export function matchRecord(
  record: ContestRecord,
  district: ClerkContest,
  source: string,
  served = "MEDSL's",
): MatchResult {
  if (district.problems.length) return { skip: `the Clerk's district: ${district.problems.join('; ')}` };
  const grouped = clerkCandidates(district.lines);
  if (grouped.problem) return { skip: grouped.problem };
  const used = new Map<ClerkCandidate, string>();
  const counts: Record<string, number> = {};
  const changes: string[] = [];
  for (const c of record.candidates) {
    const key = surname(c.name);
    let hits = grouped.candidates.filter((g) => !used.has(g) && key.length > 1 && nameKey(g.name).endsWith(key));
    if (hits.length > 1) hits = hits.filter((g) => partyFits(c.party, g));
    if (hits.length > 1 && !c.write_in) hits = hits.filter((g) => !g.writeIn);
    // Namesakes of one party (2018 WA-9: Adam Smith, Sarah Smith): the first name's initial decides.
    if (hits.length > 1) hits = hits.filter((g) => letters(g.name)[0] === letters(c.name)[0]);
    // No surname match: only an unused line of the same party with exactly our count is the same candidate.
    if (hits.length === 0)
      hits = grouped.candidates.filter((g) => !used.has(g) && g.votes === c.votes && partyFits(c.party, g));
    if (hits.length !== 1)
      return {
        skip: `${c.name}: ${hits.length ? 'several' : 'no'} Clerk lines match (${describe(grouped.candidates)})`,
      };
    const g = hits[0]!;
    if (g.votes === null) return { skip: `${c.name}: the Clerk prints no count (unopposed)` };
    used.set(g, c.name);
    counts[c.name] = g.votes;
    if (c.votes !== g.votes) changes.push(`${c.name} ${fmt(c.votes)} -> ${fmt(g.votes)}`);
  }
  const unnamedByUs = grouped.candidates.filter((g) => !used.has(g));
  const missing = unnamedByUs.filter((g) => !g.writeIn && (g.votes ?? 0) > 0);
  if (missing.length)
    return {
      skip: `the Clerk names ${missing.map((g) => `${g.name} (${g.parties.join('/')}) ${fmt(g.votes)}`).join(', ')}, whom the record does not have`,
    };
  const writeIns = unnamedByUs.filter((g) => g.writeIn && g.votes !== null);
  // A write-in the Clerk names is a candidate (added with their count); a letter-spaced edition's names cannot be
  // read reliably ("Don a ld W. Ma n t oot h"), so there they stay counted lines of the remainder.
  const addable = district.letterSpaced ? [] : writeIns.filter((g) => g.votes! > 0);
  const unnamed = writeIns.filter((g) => !addable.includes(g));
  const added = addable.map((g) => ({
    name: servedName(g.name),
    party_label: 'WRITE-IN',
    votes: g.votes!,
    write_in: true as const,
  }));
  const remainder =
    unnamed.reduce((s, g) => s + g.votes!, 0) + grouped.remainder.reduce((s, l) => s + (l.votes ?? 0), 0);
  const named = Object.values(counts).reduce((s, v) => s + v, 0) + added.reduce((s, a) => s + a.votes, 0);
  const total = named + remainder;
  // Where the Clerk prints no write-in or scattering line it is silent on them (2018 AR-3, TX-3, IA-4): the
  // source's unattributed votes stay, and the record's note says the total is the source's.
  // Unless the votes the source left unattributed are what the Clerk adds to its candidates (2022 CT-4: MEDSL's
  // unnamed Independent Party line of 2,493 is Jayme Stevenson's): then the Clerk leaves no remainder.
  const gained = record.candidates.reduce((s, c) => s + Math.max(0, (counts[c.name] ?? 0) - (c.votes ?? 0)), 0);
  const attributed = gained > 0 && gained === record.unattributed_votes;
  const silent = writeIns.length === 0 && grouped.remainder.length === 0 && !attributed;
  const servedRemainder = silent ? record.unattributed_votes : remainder;
  if (servedRemainder !== record.unattributed_votes)
    changes.push(`unattributed ${fmt(record.unattributed_votes)} -> ${fmt(remainder)}`);
  for (const a of added) changes.push(`${a.name} (write-in) counted: ${fmt(a.votes)}`);
  if (named + servedRemainder !== record.total_votes)
    changes.push(`total ${fmt(record.total_votes)} -> ${fmt(named + servedRemainder)}`);
  const entry: HouseEntry = {
    record: record.id,
    ...(added.length ? { added } : {}),
    candidates: counts,
    source,
    why: changes.length
      ? `${served} figures differ from the Clerk's (${changes.join('; ')}); the Clerk's are served`
      : silent && record.unattributed_votes > 0
        ? "the Clerk of the House's statistics give the same candidate counts (and print no write-in line)"
        : "the Clerk of the House's statistics give the same counts",
  };
  if (!silent) {
    entry.total_votes = total;
    entry.unattributed_why =
      added.length && remainder === 0
        ? 'none: every write-in the Clerk counts is named, and counted as a candidate'
        : remainderWhy(unnamed, grouped.remainder, remainder, district.letterSpaced);
  }
  return { entry, changes };
}

/**
 * A name as the project serves names (build/ingest/core/name-checks.ts): without a nickname in parentheses or quotes
 * ("Louis (Lou) Davis", "James “007” Bond IV") and with no comma before a suffix ("James Condit, Jr.").
 */
function servedName(printed: string): string {
  return printed
    .replace(/\s*\([^)]*\)|\s*["“][^"”]*["”]/g, '')
    .replace(/,\s*(Jr|Sr)\./, ' $1.')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nevada's "None of these candidates" ballot line, as the Clerk prints it (2010 "Other Candidates", 2012 "None of These"). */
const NONE_OF_THESE = /^(noneofthese(candidates)?|othercandidates)$/;

function remainderWhy(writeIns: ClerkCandidate[], lines: ClerkLine[], remainder: number, spaced: boolean): string {
  if (writeIns.length === 0 && lines.length > 0 && lines.every((l) => NONE_OF_THESE.test(letters(l.label))))
    return (
      `Nevada's "None of these candidates" ballot line, a valid vote for no candidate, ${fmt(remainder)}` +
      (spaced ? '' : ` (the Clerk prints it as "${lines.map((l) => l.label).join('", "')}")`)
    );
  if (remainder === 0)
    return writeIns.length + lines.length
      ? 'none: the Clerk prints its write-in and scattering lines with no votes'
      : "none: the votes the source left unattributed are a candidate's further party line in the Clerk's statistics";
  // A letter-spaced text's names ("Don a ld W. Ma n t oot h") are not printed; the lines are counted.
  if (spaced)
    return `write-ins and scattering the Clerk prints as ${writeIns.length + lines.length} line(s) of their own, ${fmt(remainder)} in all`;
  const parts = [
    ...writeIns.map((g) => `${g.name.replace(/\s+/g, ' ')} (write-in) ${fmt(g.votes)}`),
    ...lines.map((l) => `${l.label.toLowerCase()} ${fmt(l.votes)}`),
  ];
  return `write-ins and scattering the Clerk prints as lines of their own (${parts.join(', ')}), ${fmt(remainder)} in all`;
}

function describe(cands: ClerkCandidate[]): string {
  return cands.map((g) => `${g.name.replace(/\s+/g, ' ')}, ${g.parties.join('/')} ${fmt(g.votes)}`).join('; ');
}

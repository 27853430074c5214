import overrides from '../../curated/governor-overrides.json' with { type: 'json' };
import { round3, type Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { FteFile, FteRace } from '../fivethirtyeight/results.ts';
import { aaDisplayName, totalFromShares, type AaFile, type AaRow } from './aa.ts';
import { bklDisplayName, type BklFile } from './bkl.ts';
import { govKey, sameSurname, SRC, type Origin } from './common.ts';
import { fteParty } from './fte.ts';
import { jjRole, ZERO_SHARE_REASON, type JjContest, type JjFile, type JjRow } from './jj.ts';
import type { WikiRace } from './wiki.ts';
import type { Ledger } from '../core/ledger.ts';
import { displayName } from '../core/names.ts';
import { normalizeParty } from '../core/parties.ts';
import { buildRace, raceId } from '../core/race.ts';
import type { BallotLine } from '../core/tally.ts';

export interface ShareContext {
  ledger: Ledger;
  jj: JjFile;
  aa: AaFile;
  bkl: BklFile;
  alaska: Map<number, WikiRace>;
  aliases: Map<string, string>;
}

/** FiveThirtyEight rows that give the full names when a 538 race is rebuilt from shares (2010 Maine). */
export interface FteNames {
  race: FteRace;
  fte: FteFile;
  date: string | null;
  why: string;
}

interface Cand {
  r: JjRow;
  name: string;
  party: Party;
  label: string;
  votes: number;
  derived: boolean;
}

const AA_COUNTS = overrides.aa_counts;
/** Shares-only races are built on a nominal total, so every share field comes out as the source's share. */
const NOMINAL_TOTAL = 1_000_000;
const NAME_RULE = 'D and R full names come from Amlani-Algara only when its surname matches jacksonjude\'s; otherwise jacksonjude\'s surname is kept';

/**
 * A race built from jacksonjude's shares (1980-1994, the 1991 Arizona runoff, 2010 Maine): every listed candidate
 * with votes = round(share x total), flagged votes_derived. The total comes from Amlani-Algara (totalFromShares);
 * Alaska, which Amlani-Algara lacks, takes Wikipedia's counts and scales the rest by the top count / top share.
 */
export function buildShareRace(contest: JjContest, ctx: ShareContext, named?: FteNames): { race: Race; origin: Origin } {
  const id = raceId({ office: 'governor', year: contest.year, state: contest.state, district: null, seatClass: null, special: contest.special, stage: contest.stage });
  const notes = [...contest.notes];
  const sources = new Set<string>([SRC.jj]);
  const cands: Cand[] = [];
  const lumps: string[] = [];
  for (const r of contest.rows) {
    const role = jjRole(contest, r);
    if (role.kind === 'zero') ctx.jj.ledger.excluded(r.row, ZERO_SHARE_REASON);
    else if (role.kind === 'unattributed') {
      ctx.jj.ledger.merged(r.row);
      lumps.push(`${role.why} (${r.share < 0.0001 ? 'under 0.01' : (100 * r.share).toFixed(2)}%)`);
    } else {
      ctx.jj.ledger.used(r.row);
      cands.push({ r, name: r.candidate, party: normalizeParty(r.party), label: r.party, votes: 0, derived: true });
    }
  }
  cands.sort((a, b) => b.r.share - a.r.share);
  const lead = (p: Party) => cands.find((c) => c.party === p) ?? null;
  const dem = lead('democrat');
  const rep = lead('republican');
  const dateYear = Number(contest.date.slice(0, 4));
  const aa = ctx.aa.rows.get(`${dateYear}|${contest.state}`) ?? null;
  const hasRunoff = ctx.jj.contests.has(govKey(contest.year, contest.state, contest.special, 'runoff'));
  const aaNames = aa ?? (hasRunoff ? ctx.aa.rows.get(`${contest.year + 1}|${contest.state}`) ?? null : null);
  const alaska = contest.state === 'AK' ? ctx.alaska.get(contest.year) : undefined;
  let total: number | null = null;

  if (alaska) {
    sources.add(SRC.wiki);
    const matched = cands.map((c) => ({ c, w: alaska.candidates.find((w) => sameSurname(c.r.candidate, w.name)) })).filter((m) => m.w);
    const top = matched.sort((a, b) => b.w!.votes! - a.w!.votes!)[0];
    if (!top) throw new Error(`${alaska.file}: row ${alaska.line}: no candidate matches jacksonjude's ${contest.key}`);
    const factor = top.w!.votes! / top.c.r.share;
    for (const c of cands) {
      const w = matched.find((m) => m.c === c)?.w;
      c.votes = w ? w.votes! : Math.round(c.r.share * factor);
      c.derived = !w;
      if (w) c.name = w.name;
      if (w?.pct != null && Math.abs(w.pct - 100 * c.r.share) > 0.05) {
        ctx.ledger.conflict({ record: id, field: `candidates[${c.name}].pct`, chosen: round3(100 * c.r.share), chosenSource: SRC.jj, rejected: w.pct, rejectedSource: `${SRC.wiki} ${alaska.file}`, rule: 'Alaska: Wikipedia counts, jacksonjude shares for the candidates Wikipedia does not count' });
      }
    }
    total = alaska.turnout ?? Math.round(factor);
    const counted = matched.map((m) => m.c.name).join(', ');
    notes.push(`Amlani-Algara has no Alaska. Votes for ${counted} are Wikipedia's counts; the other candidates' are derived: jacksonjude share x ${Math.round(factor).toLocaleString('en-US')} (${top.c.name}'s count / share)${alaska.turnout ? `; total_votes is Wikipedia's turnout, ${alaska.turnout.toLocaleString('en-US')}` : ''}.`);
  } else if (aa && AA_COUNTS.some((o) => o.year === contest.year && o.state === contest.state)) {
    const o = AA_COUNTS.find((x) => x.year === contest.year && x.state === contest.state)!;
    total = aa.total;
    for (const c of cands) {
      const count = c === dem ? aa.demVotes : c === rep ? aa.repVotes : null;
      c.votes = count ?? Math.round(c.r.share * total);
      c.derived = count === null;
    }
    notes.push(`Democratic and Republican votes and total_votes are Amlani-Algara's counts: ${o.why}.`);
  } else if (aa) {
    const basis = totalFromShares(aa, dem?.r.share ?? null, rep?.r.share ?? null);
    total = basis.total;
    for (const c of cands) c.votes = Math.round(c.r.share * total);
    notes.push(`Vote counts are derived (votes_derived): jacksonjude's vote shares x the total. ${basis.note}`);
  } else {
    for (const c of cands) c.votes = Math.round(c.r.share * NOMINAL_TOTAL);
  }
  if (aa) {
    sources.add(SRC.aa);
    ctx.aa.ledger.used(aa.row);
  }
  nameMajorCandidates(id, dem, rep, aaNames, contest, ctx, notes, sources);
  if (named) nameFromFte(cands, named, notes, sources);
  nameThirdPartyWinner(cands, contest, ctx, dateYear, notes, sources);
  if (lumps.length) notes.push(`Counted as unattributed votes: ${lumps.join('; ')}.`);

  const lines: BallotLine[] = cands.map((c) => ({ name: c.name, party: c.party, partyLabel: c.label, votes: c.votes, writeIn: c.r.writeIn, votesDerived: c.derived }));
  const sum = cands.reduce((s, c) => s + c.votes, 0);
  const race = buildRace({
    office: 'governor',
    year: contest.year,
    date: named?.date ?? contest.date,
    state: contest.state,
    district: null,
    seatClass: null,
    special: contest.special,
    stage: contest.stage,
    lines,
    unattributed: Math.max(0, (total ?? NOMINAL_TOTAL) - sum),
    sources: [...sources],
    notes,
  });
  return { race: total === null ? sharesOnly(race) : race, origin: { file: ctx.jj.file, row: contest.rows[0]!.row } };
}

/** No source has counts (the November 1990 Arizona general): votes and total are null, pct are the shares. */
function sharesOnly(race: Race): Race {
  return {
    ...race,
    candidates: race.candidates.map((c) => ({ ...c, votes: null, votes_derived: false })),
    total_votes: null,
    unattributed_votes: 0,
    notes: [...race.notes, 'No source here has vote counts for this election (jacksonjude gives shares only; Amlani-Algara lists only the runoff): votes and total_votes are null and pct are jacksonjude\'s shares.'],
  };
}

function nameMajorCandidates(id: string, dem: Cand | null, rep: Cand | null, aa: AaRow | null, contest: JjContest, ctx: ShareContext, notes: string[], sources: Set<string>): void {
  for (const [c, raw] of [[dem, aa?.dem ?? null], [rep, aa?.rep ?? null]] as const) {
    if (!c || !raw || c.name !== c.r.candidate) continue;
    if (!sameSurname(c.r.candidate, raw)) {
      ctx.ledger.conflict({ record: id, field: `candidates[${c.name}].name`, chosen: c.name, chosenSource: SRC.jj, rejected: raw, rejectedSource: SRC.aa, rule: NAME_RULE });
      continue;
    }
    const { name, note } = aaDisplayName(raw, contest.state, ctx.aliases);
    c.name = name;
    sources.add(SRC.aa);
    if (note) notes.push(note);
    if (aa) ctx.aa.ledger.used(aa.row);
  }
}

function nameFromFte(cands: Cand[], named: FteNames, notes: string[], sources: Set<string>): void {
  sources.add(SRC.fte);
  if (named.date) sources.add(SRC.fteRaces);
  const taken = new Set<number>();
  for (const c of cands) {
    const row = named.race.rows.find((r) => r.name && sameSurname(c.r.candidate, r.name));
    if (!row) continue;
    c.name = displayName(row.name);
    c.party = fteParty(row.ballotParty);
    c.label = row.ballotParty;
    named.fte.ledger.used(row.row);
    taken.add(row.row);
  }
  const missing = named.race.rows.filter((r) => r.name && !taken.has(r.row)).map((r) => displayName(r.name));
  for (const r of named.race.rows) if (!taken.has(r.row)) named.fte.ledger.excluded(r.row, `figures replaced: ${named.why}`);
  notes.push(`FiveThirtyEight's figures are not used: ${named.why}.`);
  if (missing.length) notes.push(`${missing.join(', ')} (listed by FiveThirtyEight) ${missing.length > 1 ? 'have' : 'has'} no jacksonjude share; those votes are within unattributed_votes.`);
}

/** A third-party winner gets the full name Barfort-Klemmensen-Larsen lists, when it does (Weicker 1990, King 1994). */
function nameThirdPartyWinner(cands: Cand[], contest: JjContest, ctx: ShareContext, dateYear: number, notes: string[], sources: Set<string>): void {
  const top = cands[0];
  if (!top || top.party === 'democrat' || top.party === 'republican' || top.name !== top.r.candidate) return;
  const row = (ctx.bkl.byElection.get(`${dateYear}|${contest.state}`) ?? []).find((b) => b.party === 'third' && sameSurname(top.r.candidate, b.raw));
  if (!row) return;
  const { name, note } = bklDisplayName(row);
  top.name = name;
  ctx.bkl.ledger.used(row.row);
  sources.add(SRC.bkl);
  if (note) notes.push(note);
}

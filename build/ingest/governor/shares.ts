import overrides from '../../curated/governor-overrides.json' with { type: 'json' };
import { round3, type Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { FteFile, FteRace } from '../fivethirtyeight/results.ts';
import { aaDisplayName, countsFromAa, type AaFile, type AaRow } from './amlani-algara.ts';
import { bklDisplayName, type BklFile } from './barfort-klemmensen-larsen.ts';
import { setCounts, unattributedOf, UNCOUNTED_NOTE } from './counts.ts';
import { govKey, sameSurname, GOVERNOR_SOURCE_IDS, type Origin } from './common.ts';
import { fteParty } from './fivethirtyeight.ts';
import { jjRole, ZERO_SHARE_REASON, type JjContest, type JjFile, type JjRow } from './jacksonjude.ts';
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
  /** Ordering weight while the race is built (share x an implied total); never published. */
  votes: number;
  /** The count a source row gives, or null. */
  count: number | null;
}

const AA_COUNTS = overrides.aa_counts;
/** Shares-only races are built on a nominal total, so every share field comes out as the source's share. */
const NOMINAL_TOTAL = 1_000_000;
const NAME_RULE =
  "D and R full names come from Amlani-Algara only when its surname matches jacksonjude's; otherwise jacksonjude's surname is kept";

/**
 * A race built from jacksonjude's shares (1980-1994, the 1991 Arizona runoff, 2010 Maine): every listed candidate
 * with pct = the jacksonjude share; votes are counts only where a source row has them (the Amlani-Algara D and R
 * counts where they agree with the shares, countsFromAa; Alaska: Wikipedia's counts), else null. No count is ever
 * computed from a share (issue 18); certified counts are applied afterwards (certified.ts).
 */
export function buildShareRace(
  contest: JjContest,
  ctx: ShareContext,
  named?: FteNames,
): { race: Race; origin: Origin } {
  const id = raceId({
    office: 'governor',
    year: contest.year,
    state: contest.state,
    district: null,
    seatClass: null,
    special: contest.special,
    stage: contest.stage,
  });
  const notes = [...contest.notes];
  const sources = new Set<string>([GOVERNOR_SOURCE_IDS.jj]);
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
      cands.push({ r, name: r.candidate, party: normalizeParty(r.party), label: r.party, votes: 0, count: null });
    }
  }
  cands.sort((a, b) => b.r.share - a.r.share);
  const lead = (p: Party) => cands.find((c) => c.party === p) ?? null;
  const dem = lead('democrat');
  const rep = lead('republican');
  const dateYear = Number(contest.date.slice(0, 4));
  const aa = ctx.aa.rows.get(`${dateYear}|${contest.state}`) ?? null;
  const hasRunoff = ctx.jj.contests.has(govKey(contest.year, contest.state, contest.special, 'runoff'));
  const aaNames = aa ?? (hasRunoff ? (ctx.aa.rows.get(`${contest.year + 1}|${contest.state}`) ?? null) : null);
  const alaska = contest.state === 'AK' ? ctx.alaska.get(contest.year) : undefined;
  let total: number | null = null;

  if (alaska) {
    sources.add(GOVERNOR_SOURCE_IDS.wiki);
    const matched = cands
      .map((c) => ({ c, w: alaska.candidates.find((w) => sameSurname(c.r.candidate, w.name)) }))
      .filter((m) => m.w);
    if (!matched.length)
      throw new Error(`${alaska.file}: row ${alaska.line}: no candidate matches jacksonjude's ${contest.key}`);
    for (const c of cands) {
      const w = matched.find((m) => m.c === c)?.w;
      c.count = w ? w.votes! : null;
      c.votes = Math.round(c.r.share * 1_000_000); // ordering only
      if (w) c.name = w.name;
      if (w?.pct != null && Math.abs(w.pct - 100 * c.r.share) > 0.05) {
        ctx.ledger.conflict({
          record: id,
          field: `candidates[${c.name}].pct`,
          chosen: round3(100 * c.r.share),
          chosenSource: GOVERNOR_SOURCE_IDS.jj,
          rejected: w.pct,
          rejectedSource: `${GOVERNOR_SOURCE_IDS.wiki} ${alaska.file}`,
          rule: 'Alaska: Wikipedia counts, jacksonjude shares for the candidates Wikipedia does not count',
        });
      }
    }
    total = alaska.turnout ?? null;
    const counted = matched.map((m) => m.c.name).join(', ');
    notes.push(
      `Amlani-Algara has no Alaska. Votes for ${counted} are Wikipedia's counts${alaska.turnout ? ` and total_votes is Wikipedia's turnout, ${alaska.turnout.toLocaleString('en-US')}` : '; no total is given there, so total_votes is null'}; pct of the candidates without a count are jacksonjude's shares.`,
    );
  } else if (aa && AA_COUNTS.some((o) => o.year === contest.year && o.state === contest.state)) {
    const o = AA_COUNTS.find((x) => x.year === contest.year && x.state === contest.state)!;
    total = aa.total;
    for (const c of cands) {
      c.count = c === dem ? aa.demVotes : c === rep ? aa.repVotes : null;
      c.votes = Math.round(c.r.share * total);
    }
    notes.push(`Democratic and Republican votes and total_votes are Amlani-Algara's counts: ${o.why}.`);
  } else if (aa) {
    const basis = countsFromAa(aa, dem?.r.share ?? null, rep?.r.share ?? null);
    total = basis.total;
    for (const c of cands) {
      c.count = c === dem ? basis.dem : c === rep ? basis.rep : null;
      c.votes = Math.round(c.r.share * basis.implied);
    }
    notes.push(basis.note);
  } else {
    for (const c of cands) c.votes = Math.round(c.r.share * NOMINAL_TOTAL);
  }
  if (aa) {
    sources.add(GOVERNOR_SOURCE_IDS.aa);
    ctx.aa.ledger.used(aa.row);
  }
  nameMajorCandidates(id, dem, rep, aaNames, contest, ctx, notes, sources);
  if (named) nameFromFte(cands, named, notes, sources);
  nameThirdPartyWinner(cands, contest, ctx, dateYear, notes, sources);
  if (lumps.length) notes.push(`Counted as unattributed votes: ${lumps.join('; ')}.`);

  const lines: BallotLine[] = cands.map((c) => ({
    name: c.name,
    party: c.party,
    partyLabel: c.label,
    votes: c.votes,
    writeIn: c.r.writeIn,
  }));
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
    unattributed: 0,
    sources: [...sources],
    notes,
  });
  const origin = { file: ctx.jj.file, row: contest.rows[0]!.row };
  if (!aa && !alaska) return { race: sharesOnly(race, cands), origin };
  const { unattributed, known } = unattributedOf(
    cands.map((c) => c.count),
    total,
  );
  const counted = cands.filter((c) => c.count !== null && total);
  const countedPct = counted.reduce((s, c) => s + (100 * c.count!) / total!, 0);
  const sharesLeft = cands.filter((c) => !counted.includes(c)).reduce((s, c) => s + 100 * c.r.share, 0);
  // Counted shares come from a slightly different tally than jacksonjude's: fit the others into what is left.
  const fit = counted.length && sharesLeft > 100 - countedPct ? Math.max(0, 100 - countedPct) / sharesLeft : 1;
  if (fit < 1)
    race.notes.push(
      `The shares of the candidates without a count are scaled by ${fit.toFixed(5)} so that all shares sum to at most 100 beside the counted ones.`,
    );
  const pctOf = (c: Cand) => (counted.includes(c) ? (100 * c.count!) / total! : 100 * c.r.share * fit);
  setCounts(race, new Map(cands.map((c) => [c.name, { votes: c.count, pct: pctOf(c) }])), total, unattributed);
  if (!known)
    race.notes.push(
      `Candidates without a count have votes null and pct = jacksonjude's published share (a counted candidate's pct is votes / total_votes); ${UNCOUNTED_NOTE}`,
    );
  else if (unattributed > 0)
    race.notes.push(
      `${unattributed.toLocaleString('en-US')} votes (total less the counted candidates) are unattributed.`,
    );
  return { race, origin };
}

/** No source has counts (the November 1990 Arizona general): votes and total are null, pct are the shares. */
function sharesOnly(race: Race, cands: Cand[]): Race {
  setCounts(race, new Map(cands.map((c) => [c.name, { votes: null, pct: 100 * c.r.share }])), null, 0);
  race.notes.push(
    "No source here has vote counts for this election (jacksonjude gives shares only; Amlani-Algara lists only the runoff): votes and total_votes are null and pct are jacksonjude's shares.",
  );
  return race;
}

function nameMajorCandidates(
  id: string,
  dem: Cand | null,
  rep: Cand | null,
  aa: AaRow | null,
  contest: JjContest,
  ctx: ShareContext,
  notes: string[],
  sources: Set<string>,
): void {
  for (const [c, raw] of [
    [dem, aa?.dem ?? null],
    [rep, aa?.rep ?? null],
  ] as const) {
    if (!c || !raw || c.name !== c.r.candidate) continue;
    if (!sameSurname(c.r.candidate, raw)) {
      ctx.ledger.conflict({
        record: id,
        field: `candidates[${c.name}].name`,
        chosen: c.name,
        chosenSource: GOVERNOR_SOURCE_IDS.jj,
        rejected: raw,
        rejectedSource: GOVERNOR_SOURCE_IDS.aa,
        rule: NAME_RULE,
      });
      continue;
    }
    const { name, note } = aaDisplayName(raw, contest.state, ctx.aliases);
    c.name = name;
    sources.add(GOVERNOR_SOURCE_IDS.aa);
    if (note) notes.push(note);
    if (aa) ctx.aa.ledger.used(aa.row);
  }
}

function nameFromFte(cands: Cand[], named: FteNames, notes: string[], sources: Set<string>): void {
  sources.add(GOVERNOR_SOURCE_IDS.fte);
  if (named.date) sources.add(GOVERNOR_SOURCE_IDS.fteRaces);
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
  for (const r of named.race.rows)
    if (!taken.has(r.row)) named.fte.ledger.excluded(r.row, `figures replaced: ${named.why}`);
  notes.push(`FiveThirtyEight's figures are not used: ${named.why}.`);
  if (missing.length)
    notes.push(
      `${missing.join(', ')} (listed by FiveThirtyEight) ${missing.length > 1 ? 'have' : 'has'} no jacksonjude share; those votes are within unattributed_votes.`,
    );
}

/** A third-party winner gets the full name Barfort-Klemmensen-Larsen lists, when it does (Weicker 1990, King 1994). */
function nameThirdPartyWinner(
  cands: Cand[],
  contest: JjContest,
  ctx: ShareContext,
  dateYear: number,
  notes: string[],
  sources: Set<string>,
): void {
  const top = cands[0];
  if (!top || top.party === 'democrat' || top.party === 'republican' || top.name !== top.r.candidate) return;
  const row = (ctx.bkl.byElection.get(`${dateYear}|${contest.state}`) ?? []).find(
    (b) => b.party === 'third' && sameSurname(top.r.candidate, b.raw),
  );
  if (!row) return;
  const { name, note } = bklDisplayName(row);
  top.name = name;
  ctx.bkl.ledger.used(row.row);
  sources.add(GOVERNOR_SOURCE_IDS.bkl);
  if (note) notes.push(note);
}

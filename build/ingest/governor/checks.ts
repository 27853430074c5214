import overrides from '../../curated/governor-overrides.json' with { type: 'json' };
import rules from '../../curated/governor-rules.json' with { type: 'json' };
import { round3 } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { AaFile } from './amlani-algara.ts';
import { bklCrossChecked, bklWinner, type BklFile } from './barfort-klemmensen-larsen.ts';
import { CROSS_CHECK_ONLY, raceKey, sameSurname, GOVERNOR_SOURCE_IDS, type Origin } from './common.ts';
import { jjRole, type JjFile } from './jacksonjude.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';

export interface CheckContext {
  ledger: Ledger;
  jj: JjFile;
  aa: AaFile;
  bkl: BklFile;
}

const RULES = {
  fte: 'FiveThirtyEight (official counts summed by politician) is the primary source for 1996-2024; jacksonjude, Amlani-Algara and BKL cross-check it',
  jj: "jacksonjude shares with Amlani-Algara totals are the primary source for 1980-1994 (Alaska: Wikipedia counts); Amlani-Algara's own shares and BKL cross-check them",
  aa: 'Amlani-Algara is the primary source for 1976-1978 (1978 Alaska: Wikipedia); Wikipedia shares and BKL cross-check it',
};
/** Difference in a D or R share, percentage points, above which sources are said to disagree. */
const SHARE_TOLERANCE = 0.5;

const eraOf = (r: Race) => (r.year >= 1996 ? 'fte' : r.year >= 1980 ? 'jj' : 'aa');
const dateYear = (r: Race) => Number((r.date ?? String(r.year)).slice(0, 4));

function ruleFor(race: Race, source: string): string {
  const known = overrides.known_differences.find(
    (k) => k.year === race.year && k.state === race.state && k.source === source,
  );
  return known ? `${RULES[eraOf(race)]}. Known difference: ${known.why}` : RULES[eraOf(race)];
}

/** The source a published race's figures come from (its other sources add names or a total). */
function primaryOf(race: Race): string {
  if (race.sources.includes(GOVERNOR_SOURCE_IDS.fte) && !race.sources.includes(GOVERNOR_SOURCE_IDS.jj))
    return GOVERNOR_SOURCE_IDS.fte;
  if (overrides.aa_counts.some((o) => o.year === race.year && o.state === race.state)) return GOVERNOR_SOURCE_IDS.aa;
  if (race.sources.includes(GOVERNOR_SOURCE_IDS.jj)) return GOVERNOR_SOURCE_IDS.jj;
  return race.sources.includes(GOVERNOR_SOURCE_IDS.aa) ? GOVERNOR_SOURCE_IDS.aa : GOVERNOR_SOURCE_IDS.wiki;
}

/**
 * Compares each published race with every other source that covers it: the winner (by surname; by party for
 * Amlani-Algara, which names only D and R) and the D and R shares within 0.5 points. Disagreements go to the
 * ledger's conflicts with the rule that decided; the published value always stands. Rows read only for this are
 * marked as such.
 */
export function crossCheckGovernor(races: Race[], ctx: CheckContext): void {
  for (const race of races) {
    const primary = primaryOf(race);
    const conflict = (
      field: string,
      chosen: string | number | null,
      rejected: string | number | null,
      source: string,
    ) =>
      ctx.ledger.conflict({
        record: race.id,
        field,
        chosen,
        chosenSource: primary,
        rejected,
        rejectedSource: source,
        rule: ruleFor(race, source),
      });
    const shares = (dem: number | null, rep: number | null, source: string) => {
      for (const [field, ours, theirs] of [
        ['dem_pct', race.dem_pct, dem],
        ['rep_pct', race.rep_pct, rep],
      ] as const) {
        if (ours === null && theirs === null) continue;
        if (ours === null || theirs === null || Math.abs(ours - theirs) > SHARE_TOLERANCE)
          conflict(field, ours, theirs === null ? null : round3(theirs), source);
      }
    };
    const decided = race.result !== 'runoff' && race.winner !== null;

    const jj = ctx.jj.contests.get(raceKey(race));
    if (jj && eraOf(race) !== 'aa') {
      const cands = jj.rows.filter((r) => jjRole(jj, r).kind === 'candidate').sort((a, b) => b.share - a.share);
      const best = (p: string) => cands.find((r) => normalizeParty(r.party) === p);
      shares(
        best('democrat') ? 100 * best('democrat')!.share : null,
        best('republican') ? 100 * best('republican')!.share : null,
        GOVERNOR_SOURCE_IDS.jj,
      );
      if (decided && cands[0] && !sameSurname(cands[0].candidate, race.winner!))
        conflict('winner', race.winner, cands[0].candidate, GOVERNOR_SOURCE_IDS.jj);
      for (const r of jj.rows) if (!ctx.jj.ledger.disposition(r.row)) ctx.jj.ledger.excluded(r.row, CROSS_CHECK_ONLY);
    }

    const aa = ctx.aa.rows.get(`${dateYear(race)}|${race.state}`);
    if (aa && eraOf(race) !== 'aa') {
      shares(aa.demVotes > 0 ? aa.demPct : null, aa.repVotes > 0 ? aa.repPct : null, GOVERNOR_SOURCE_IDS.aa);
      const leader = aa.demVotes > aa.repVotes ? 'democrat' : 'republican';
      if (
        decided &&
        (race.winner_party === 'democrat' || race.winner_party === 'republican') &&
        race.winner_party !== leader
      ) {
        conflict('winner_party', race.winner_party, leader, GOVERNOR_SOURCE_IDS.aa);
      }
      if (!ctx.aa.ledger.disposition(aa.row)) ctx.aa.ledger.excluded(aa.row, CROSS_CHECK_ONLY);
    }

    const bkl = ctx.bkl.byElection.get(`${dateYear(race)}|${race.state}`);
    if (bkl) {
      const winner = bklWinner(bkl);
      if (decided && winner && !sameSurname(winner.last, race.winner!))
        conflict('winner', race.winner, winner.raw, GOVERNOR_SOURCE_IDS.bkl);
      bklCrossChecked(ctx.bkl, bkl);
    }
  }
}

interface MajorityRule {
  state: string;
  from: number;
  to: number;
  outcome: string;
  why: string;
}

/**
 * States where a plurality did not elect (curated majority_rules). A Vermont race without a majority is marked
 * result 'legislature' when the curated list says the General Assembly elected the plurality winner; a runoff state
 * must have its runoff record. Anything else throws: a race without a majority that no listed outcome explains, or a
 * listed legislative election whose race had a majority. (A listed race that is missing fails the count check.)
 */
export function applyMajorityRules(races: Race[], origins: Map<string, Origin>): void {
  for (const race of races) {
    if (race.stage === 'runoff') continue;
    const rule = (rules.majority_rules as MajorityRule[]).find(
      (m) => m.state === race.state && race.year >= m.from && race.year <= m.to,
    );
    const listed = rules.legislature_elections.find((e) => e.year === race.year && e.state === race.state);
    const top = race.candidates[0]!.pct;
    const majority = top !== null && top > 50;
    if (!rule || majority) {
      if (listed) fail(race, origins, 'result', `listed as elected by the legislature, but ${race.winner} has ${top}%`);
      continue;
    }
    if (rule.outcome === 'runoff') {
      if (race.result !== 'runoff')
        fail(race, origins, 'result', `no majority (${top}%) and no runoff record, though ${rule.why}`);
      race.notes.push(`No candidate won a majority (${race.candidates[0]!.name} led with ${top}%): ${rule.why}.`);
      continue;
    }
    if (!listed)
      fail(
        race,
        origins,
        'result',
        `no majority (${top}%), and the legislature's choice is not in build/curated/governor-rules.json`,
      );
    if (!sameSurname(listed!.elected, race.winner!))
      fail(
        race,
        origins,
        'winner',
        `the legislature elected ${listed!.elected}, not the plurality winner ${race.winner}`,
      );
    race.result = 'legislature';
    race.notes.push(
      `No candidate won a majority (${race.winner} led with ${top}%). Under the Vermont Constitution the General Assembly then elects the governor; in ${listed!.when} it elected the plurality winner, ${race.winner}.`,
    );
  }
}

function fail(race: Race, origins: Map<string, Origin>, field: string, message: string): never {
  const o = origins.get(race.id);
  throw new Error(`${o?.file ?? 'governor'}: row ${o?.row ?? '?'}, field "${field}": ${race.id}: ${message}`);
}

/** Output checks (throw naming file, row and field): coverage per year, one winner or a runoff, shares in range. */
export function checkGovernor(races: Race[], origins: Map<string, Origin>): void {
  const ids = new Set<string>();
  const perYear = new Map<number, { first: number; runoffs: number }>();
  for (const race of races) {
    if (ids.has(race.id)) fail(race, origins, 'id', 'duplicate race id');
    ids.add(race.id);
    const n = perYear.get(race.year) ?? { first: 0, runoffs: 0 };
    if (race.stage === 'runoff') n.runoffs++;
    else n.first++;
    perYear.set(race.year, n);
  }
  const expected = rules.expected_races as Record<string, number>;
  const runoffs = rules.expected_runoffs as Record<string, number>;
  for (const [year, want] of Object.entries(expected)) {
    const got = perYear.get(Number(year)) ?? { first: 0, runoffs: 0 };
    const files =
      [...new Set(races.filter((r) => r.year === Number(year)).map((r) => origins.get(r.id)?.file))].join(', ') ||
      'no source';
    if (got.first !== want)
      throw new Error(
        `${files}: year ${year}, field "year": expected ${want} races (governor/SOURCES.md coverage table), built ${got.first}`,
      );
    if (got.runoffs !== (runoffs[year] ?? 0))
      throw new Error(
        `${files}: year ${year}, field "stage": expected ${runoffs[year] ?? 0} runoffs, built ${got.runoffs}`,
      );
  }
  for (const race of races) {
    if (!expected[String(race.year)])
      fail(race, origins, 'year', 'a year outside expected_races of build/curated/governor-rules.json');
    if (race.result === 'runoff') {
      if (race.winner !== null || !race.runoff_id || !ids.has(race.runoff_id))
        fail(race, origins, 'runoff_id', 'result runoff without a published runoff race');
    } else if (!race.winner || race.winner !== race.candidates[0]!.name) {
      fail(
        race,
        origins,
        'winner',
        `expected exactly one winner, the leading candidate (${race.candidates[0]!.name}); got ${race.winner}`,
      );
    }
    let sum = 0;
    for (const c of race.candidates) {
      if (c.pct === null) continue;
      if (c.pct < 0 || c.pct > 100) fail(race, origins, `candidates[${c.name}].pct`, `share ${c.pct} outside 0-100`);
      sum += c.pct;
    }
    if (sum > 100.01) fail(race, origins, 'candidates.pct', `shares sum to ${round3(sum)}, more than 100.01`);
  }
}

/**
 * Checks of 2026 poll records against what their own sources say (issue 19): the methodology uses likely-voter
 * figures where a pollster publishes them, so a source note that reports a likely-voter result the record does not
 * serve fails the ingest; and a poll without a sample size fails when another question of the same poll (same
 * state, pollster, field dates and population) gives one. Both are fixed in build/curated/2026-poll-fixes.json.
 */
import type { Poll } from '../../schemas/polls.ts';
import type { CheckResult } from '../core/checks.ts';
import type { Origin } from './common.ts';

export interface NoteFigures {
  /** The two shares as the note writes them (leader first, as us-elections-2026 writes them). */
  pair: [number, number];
  /** Democratic minus Republican, when the note says who leads ("(D+4)", "(R+3)"). */
  margin: number | null;
}

const NUM = String.raw`(\d+(?:\.\d+)?)`;
/**
 * "LV 기준 47–44(R+3)", "엄격 적극투표층 필터로는 47–43(D+4)", "적극투표층 50–45(D+5)": a likely-voter label
 * followed directly by two shares. A subgroup ("무당파(LV) 55–16", independents among likely voters) does not
 * match: its label is not followed by the shares.
 */
const LV_FIGURES = new RegExp(
  String.raw`(?:LV|적극투표층)(?:\s*기준(?:으로는)?|\s*필터로는)?\s*${NUM}\s*[–-]\s*${NUM}(?:\s*\(([DR])\+${NUM}\))?`,
);

/** The likely-voter result a us-elections-2026 note reports, or null when it reports none. */
export function lvFiguresInNote(note: string): NoteFigures | null {
  const m = note.match(LV_FIGURES);
  if (!m) return null;
  const lead = m[4] === undefined ? null : Number(m[4]) * (m[3] === 'D' ? 1 : -1);
  return { pair: [Number(m[1]), Number(m[2])], margin: lead };
}

const sameShares = (a: [number, number], b: [number, number]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** Fails where a note reports likely-voter figures and the record serves other figures or another population. */
export function checkLikelyVoterNotes(polls: Poll[], origins: Map<string, Origin>): CheckResult {
  const failures: string[] = [];
  let reported = 0;
  for (const p of polls) {
    const o = origins.get(p.id);
    const lv = o?.note ? lvFiguresInNote(o.note) : null;
    if (!o || !lv) continue;
    reported++;
    const dem = p.results[p.candidates.find((c) => c.party === 'D')!.slug]!;
    const rep = p.results[p.candidates.find((c) => c.party === 'R')!.slug]!;
    const wrongMargin = lv.margin !== null && Math.abs(dem - rep - lv.margin) > 0.05;
    if (p.population !== 'lv' || !sameShares([dem, rep], lv.pair) || wrongMargin) {
      failures.push(
        `${o.file}: row ${o.row}, field "note": poll ${p.id} serves ${p.population ?? 'unspecified'} ${dem}-${rep}, but the note reports likely voters ${lv.pair.join('-')}; fix it in build/curated/2026-poll-fixes.json`,
      );
    }
  }
  return {
    name: 'where a source note reports likely-voter figures, the poll serves them (the methodology uses likely voters)',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${reported} notes report likely-voter figures; every one is the result served`],
  };
}

const pollOf = (p: Poll) => [p.raceId.slice(0, 2), p.pollster, p.startDate ?? '', p.date, p.population ?? ''].join('|');

/** Fails where a poll has no sample size and another question of the same poll gives one. */
export function checkSameReleaseSampleSizes(polls: Poll[], origins: Map<string, Origin>): CheckResult {
  const sizes = new Map<string, number>();
  for (const p of polls)
    if (p.sampleSize !== null && p.raceId !== 'us-generic-ballot-2026') sizes.set(pollOf(p), p.sampleSize);
  const failures: string[] = [];
  for (const p of polls) {
    const known = sizes.get(pollOf(p));
    if (p.sampleSize !== null || known === undefined || p.population === null) continue;
    const o = origins.get(p.id)!;
    failures.push(
      `${o.file}: row ${o.row}, field "n": poll ${p.id} has no sample size, but another question of the same poll gives ${known}`,
    );
  }
  return {
    name: 'no poll lacks a sample size that another question of the same poll (state, pollster, dates, population) gives',
    passed: failures.length === 0,
    details: failures.length
      ? failures
      : [`${polls.filter((p) => p.sampleSize === null).length} polls without a published sample size`],
  };
}

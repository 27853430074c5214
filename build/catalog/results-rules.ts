/** Cross-record rules of the election results. */
import { runChecks, type CheckResult, type ResultsData } from '../ingest/core/checks.ts';
import { runFidelityChecks } from '../ingest/core/fidelity.ts';
import type { PresidentNational, PresidentStateResult, Race } from '../schemas/results.ts';
import type { Problem } from './problems.ts';
import { describeRecord } from './problems.ts';
import type { CrossRule } from './rules.ts';

/** Election day of a year: the Tuesday after the first Monday of November. */
function electionDay(year: number): string {
  for (let d = 2; d <= 8; d++) {
    const day = new Date(Date.UTC(year, 10, d));
    if (day.getUTCDay() === 2) return day.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

/**
 * A state's electoral votes are its apportionment: two for its senators plus its House seats, which are the
 * districts data/house.json holds for that year (leaving out special elections on another day than Election Day,
 * which may fill a seat of the previous map); DC has 3 by the 23rd Amendment. And the electors' votes recorded
 * for the state add up to it.
 */
export const electoralVotesMatchApportionment: CrossRule = {
  name: "ev_total equals 2 + House seats (DC 3), and the electors' votes add up to it",
  files: ['president-states.json', 'house.json'],
  check(files) {
    const house = files['house.json'] as Race[];
    const seats = new Map<string, Set<number | null>>();
    for (const r of house) {
      if (r.special && r.date !== electionDay(r.year)) continue;
      const key = `${r.year} ${r.state}`;
      if (!seats.has(key)) seats.set(key, new Set());
      seats.get(key)!.add(r.district);
    }
    const problems: Problem[] = [];
    (files['president-states.json'] as PresidentStateResult[]).forEach((s, i) => {
      const at = { file: 'data/president-states.json', record: describeRecord(s, i) };
      const apportioned = s.state === 'DC' ? 3 : 2 + (seats.get(`${s.year} ${s.state}`)?.size ?? 0);
      if (s.ev_total !== apportioned) {
        problems.push({
          ...at,
          field: 'ev_total',
          message: `${s.ev_total}, but the apportionment gives ${apportioned} (${s.state === 'DC' ? '23rd Amendment' : `2 + ${apportioned - 2} House seats in data/house.json`})`,
        });
      }
      const cast = s.electors.reduce((sum, e) => sum + e.ev, 0);
      if (cast !== s.ev_total)
        problems.push({
          ...at,
          field: 'electors',
          message: `the electors' votes add up to ${cast}, not ev_total ${s.ev_total}`,
        });
    });
    return problems;
  },
};

/**
 * The results-fidelity checks of the ingest (build/ingest/core: official totals, seat reconciliation, vote sums,
 * plausibility, certification), run over the published records at every build too. A failed check becomes one
 * problem per detail line, naming the record the line starts with.
 */
function resultsCheckRule(name: string, run: (d: ResultsData) => CheckResult[]): CrossRule {
  const files = ['president-states.json', 'president-national.json', 'senate.json', 'house.json', 'governor.json'];
  return {
    name,
    files,
    check(data) {
      const d: ResultsData = {
        presidentStates: data['president-states.json'] as PresidentStateResult[],
        presidentNational: data['president-national.json'] as PresidentNational[],
        senate: data['senate.json'] as Race[],
        house: data['house.json'] as Race[],
        governor: data['governor.json'] as Race[],
      };
      return run(d)
        .filter((c) => !c.passed)
        .flatMap((c) =>
          c.details.map((line) => ({
            file: files.map((f) => `data/${f}`).join(', '),
            record: /^[\w-]+(?= |:)/.exec(line)?.[0] ?? '(records)',
            field: '(check)',
            message: `${c.name}: ${line}`,
          })),
        );
    },
  };
}

export const RESULTS_CHECKS: CrossRule[] = [
  resultsCheckRule('official totals and races (build/ingest/core/checks.ts)', runChecks),
  resultsCheckRule('results fidelity (build/ingest/core/fidelity.ts)', (d) => runFidelityChecks(d).checks),
];

import type { Correction } from '../schemas/corrections.ts';
import type { PollAccuracy } from '../schemas/api/poll-accuracy.ts';
import type { PollHistoryYear } from '../schemas/api/poll-history.ts';
import type {
  CorrectionCsvRow,
  PollAccuracyCsvRow,
  PollHistoryCsvRow,
  StateHistoryCsvRow,
  SwingCsvRow,
} from '../schemas/api/result-rows.ts';
import type { StateHistory } from './history.ts';
import type { Swing } from './swing.ts';

/**
 * The tidy CSV rows of the results, poll-history and corrections tables, flattened from their JSON responses (not
 * recomputed), so the CSV and the JSON of one endpoint cannot disagree.
 */

/** /api/states/{abbr}/history: one row per presidential election, with the state's electoral votes that year. */
export function stateHistoryRows(h: StateHistory): StateHistoryCsvRow[] {
  const ev = new Map(h.ev_history.map((e) => [e.year, e.ev]));
  return h.elections.map((e) => {
    const electoral = ev.get(e.year);
    if (electoral === undefined) throw new Error(`${h.abbr} ${e.year}: no electoral votes in ev_history`);
    return {
      state: h.abbr,
      state_name: h.name,
      region: h.region,
      year: e.year,
      electoral_votes: electoral,
      winner_name: e.winner,
      winner_party: e.winner_party,
      dem_pct: e.dem_pct,
      rep_pct: e.rep_pct,
      margin: e.margin,
      national_margin: e.national_margin,
      relative_margin: e.relative_margin,
      flipped: e.flipped,
    };
  });
}

/** /api/swing: one row per state, the national figures repeated. */
export function swingRows(s: Swing): SwingCsvRow[] {
  return s.states.map((r) => ({
    from_year: s.from_year,
    to_year: s.to_year,
    state: r.abbr,
    state_name: r.name,
    from_margin: r.from_margin,
    to_margin: r.to_margin,
    swing: r.swing,
    from_winner_name: r.from_winner,
    to_winner_name: r.to_winner,
    from_winner_party: r.from_winner_party,
    to_winner_party: r.to_winner_party,
    flipped: r.flipped,
    national_from_margin: s.national_from_margin,
    national_to_margin: s.national_to_margin,
    national_swing: s.national_swing,
  }));
}

/** /api/polls/history/{year}: one row per poll, the two finishers and the outcomes as prefixed columns. */
export function pollHistoryRows(h: PollHistoryYear): PollHistoryCsvRow[] {
  return h.polls.map(({ candidates: [c1, c2], actual, source_actual: sa, ...p }) => ({
    question_id: p.id,
    fte_poll_id: p.poll_id,
    race: p.race,
    year: p.year,
    office: p.office,
    race_type: p.race_type,
    primary: p.primary,
    state: p.state,
    district: p.district,
    location: p.location,
    pollster: p.pollster,
    pollster_rating_id: p.pollster_rating_id,
    methodology: p.methodology,
    partisan: p.partisan,
    date: p.date,
    election_date: p.election_date,
    sample_size: p.sample_size,
    cand1_name: c1!.name,
    cand1_party: c1!.party,
    cand1_pct: c1!.pct,
    cand1_actual_pct: c1!.actual_pct,
    cand2_name: c2!.name,
    cand2_party: c2!.party,
    cand2_pct: c2!.pct,
    cand2_actual_pct: c2!.actual_pct,
    other_pct: p.other_pct,
    margin_poll: p.margin_poll,
    actual_source: actual.source,
    actual_contest_id: actual.contest_id,
    actual_contest_url: actual.contest_url,
    actual_margin: actual.margin,
    actual_note: actual.note,
    error: p.error,
    bias: p.bias,
    right_call: p.right_call,
    source_actual_margin: sa?.margin ?? null,
    source_actual_cand1_pct: sa?.cand1_pct ?? null,
    source_actual_cand2_pct: sa?.cand2_pct ?? null,
    source_actual_error: sa?.error ?? null,
    source_actual_bias: sa?.bias ?? null,
    disputed: p.disputed,
    comment: p.comment,
  }));
}

const NO_GROUP = {
  year: null,
  office: null,
  state: null,
  pollster: null,
  pollster_rating_id: null,
  pollster_names: null,
  pollster_2026: null,
};

/** /api/polls/accuracy: the four lists one after the other, each group's keys and stats as columns. */
export function pollAccuracyRows(a: PollAccuracy): PollAccuracyCsvRow[] {
  return [
    ...a.by_cycle_office.map((g) => ({
      table: 'by_cycle_office' as const,
      ...NO_GROUP,
      year: g.year,
      office: g.office,
      ...g.stats,
    })),
    ...a.by_state.map((g) => ({ table: 'by_state' as const, ...NO_GROUP, state: g.state, ...g.stats })),
    ...a.by_state_office.map((g) => ({
      table: 'by_state_office' as const,
      ...NO_GROUP,
      state: g.state,
      office: g.office,
      ...g.stats,
    })),
    ...a.by_pollster.map((g) => ({
      table: 'by_pollster' as const,
      ...NO_GROUP,
      pollster: g.pollster,
      pollster_rating_id: g.pollster_rating_id,
      pollster_names: g.names.join('; '),
      pollster_2026: g.pollster_2026,
      ...g.stats,
    })),
  ];
}

const text = (v: string | number | boolean | null) => (v === null ? null : String(v));

/** /api/corrections: one row per correction; the old and new values as text. */
export function correctionRows(list: Correction[]): CorrectionCsvRow[] {
  return list.map((c) => ({
    record: c.record,
    field: c.field,
    old: text(c.old),
    new: text(c.new),
    source: c.source,
    reason: c.reason,
  }));
}

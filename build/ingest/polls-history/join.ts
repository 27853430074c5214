/**
 * Joins each poll's race to our contest record: by office, state, district and election date, then by the two
 * finishers' surnames. The actual margin is recomputed from our record's shares; primaries and races our results do
 * not cover keep FiveThirtyEight's outcome, with the reason.
 */
import { letterKey, parseName } from '../core/names.ts';
import { presidentStateId } from '../core/plausibility.ts';
import { STATE_CODES } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { ResultsData } from '../core/checks.ts';
import type { RawPoll } from './read.ts';

interface Share {
  name: string;
  pct: number | null;
}

/** A race joined to one of our contests: the two finishers' shares there. */
export interface Joined {
  kind: 'joined';
  contest_id: string | null;
  contest_url: string;
  /** The first of the record's source ids (for the ingest report's conflicts). */
  source: string;
  pct: [number, number];
  note: string | null;
}

/** A race kept with FiveThirtyEight's outcome; `unmatched` when we have contests there but none fits (reported). */
export interface Kept {
  kind: 'kept';
  note: string;
  unmatched: boolean;
}

const isState = (s: string) => (STATE_CODES as readonly string[]).includes(s);
const strip = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/** At most one letter inserted, dropped or changed (Bielat/Mielat, Wight/Wright, O'Connor/O'Conner). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/**
 * Whether our candidate is FiveThirtyEight's: the same surname, one contained in the other's full name (compound
 * surnames: Fuller Clark, McMorris Rodgers; a trailing "MD"), or surnames of five letters or more one letter apart.
 * It is only ever asked of the candidates of one seat's contests on one date.
 */
export function sameCandidate(source: string, ours: string): boolean {
  const theirs = strip(parseName(source).last);
  const mine = strip(parseName(ours).last);
  if (theirs.length < 2 || mine.length < 2) return false;
  if (theirs === mine || letterKey(ours).includes(theirs) || (mine.length >= 4 && letterKey(source).includes(mine)))
    return true;
  return theirs.length >= 5 && oneEditApart(theirs, mine);
}

const sameSurname = (source: string, ours: string) => strip(parseName(source).last) === strip(parseName(ours).last);

/** Our candidate lines of FiveThirtyEight's candidate: by the same surname when any has it, else by the looser match. */
function linesOf<T extends Share>(name: string, candidates: T[]): T[] {
  const exact = candidates.filter((c) => sameSurname(name, c.name));
  return exact.length ? exact : candidates.filter((c) => sameCandidate(name, c.name));
}

/** Whether both finishers are in a contest, as two different people (Heinrich is not Rich, Durbin not Durkin). */
function bothIn(poll: RawPoll, candidates: Share[]): boolean {
  const [a, b] = poll.cand.map((c) => linesOf(c.name, candidates));
  return !!a!.length && !!b!.length && !a!.some((x) => b!.includes(x));
}

/** The share of FiveThirtyEight's candidate in our record (the larger, if a name matches two lines), or undefined. */
function shareOf(name: string, candidates: Share[]): number | null | undefined {
  const found = linesOf(name, candidates);
  if (!found.length) return undefined;
  if (found.some((c) => c.pct === null)) return null;
  return Math.max(...found.map((c) => c.pct!));
}

/** Builds the join: an index of our contests by office, state, district and date, closed over. */
export function contestJoiner(data: ResultsData): (poll: RawPoll) => Joined | Kept {
  const index = new Map<string, Race[]>();
  const key = (office: string, state: string, district: number | null, date: string) =>
    `${office}|${state}|${district ?? ''}|${date}`;
  for (const races of [data.senate, data.house, data.governor]) {
    for (const r of races) {
      if (r.date === null) continue; // undated contests cannot be joined by date
      const k = key(r.office, r.state, r.office === 'house' ? r.district : null, r.date);
      index.set(k, [...(index.get(k) ?? []), r]);
    }
  }
  const byShares = (
    poll: RawPoll,
    candidates: Share[],
    base: Omit<Joined, 'pct' | 'kind'>,
    what: string,
  ): Joined | Kept => {
    const [a, b] = poll.cand.map((c) => shareOf(c.name, candidates));
    if (a === undefined || b === undefined || !bothIn(poll, candidates)) {
      return {
        kind: 'kept',
        unmatched: true,
        note: `${what} does not name both ${poll.cand[0].name} and ${poll.cand[1].name}; FiveThirtyEight's outcome kept`,
      };
    }
    if (a === null || b === null)
      return { kind: 'kept', unmatched: true, note: `${what} has no vote shares; FiveThirtyEight's outcome kept` };
    return { kind: 'joined', ...base, pct: [a, b] };
  };

  return (poll) => {
    if (poll.primary)
      return {
        kind: 'kept',
        unmatched: false,
        note: 'a presidential primary: our results hold general elections only',
      };
    const loc = poll.location;
    if (poll.office === 'president') {
      if (loc === 'US') {
        const n = data.presidentNational.find((r) => r.year === poll.year);
        if (!n) return { kind: 'kept', unmatched: true, note: `no national result of ${poll.year} in our data` };
        return byShares(
          poll,
          n.candidates,
          { contest_id: null, contest_url: `/api/elections/${poll.year}`, source: n.sources[0]!, note: null },
          `our national result of ${poll.year}`,
        );
      }
      if (!isState(loc))
        return {
          kind: 'kept',
          unmatched: false,
          note: `${loc}: a congressional district's or territory's presidential vote, which our results do not hold`,
        };
      const s = data.presidentStates.find((r) => r.year === poll.year && r.state === loc);
      if (!s)
        return { kind: 'kept', unmatched: true, note: `no presidential result of ${loc} ${poll.year} in our data` };
      const id = presidentStateId(s);
      return byShares(
        poll,
        s.candidates,
        { contest_id: id, contest_url: `/api/elections/${poll.year}/${loc}`, source: s.sources[0]!, note: null },
        id,
      );
    }
    if (poll.office === 'house' && loc === 'US')
      return {
        kind: 'kept',
        unmatched: false,
        note: 'the national House vote (generic ballot) is not one contest of our results',
      };
    const m = /^([A-Z]{2})(?:-(\d+))?$/.exec(loc);
    const state = m?.[1] ?? loc;
    if (!m || !isState(state))
      return { kind: 'kept', unmatched: false, note: `${loc} is outside our results (the 50 states and DC)` };
    const district = poll.office === 'house' ? Number(m[2] ?? 0) : null;
    // FiveThirtyEight numbers an at-large seat 1 (MT-1); ours is district 0.
    const seat = (d: number | null) => index.get(key(poll.office, state, d, poll.election_date)) ?? [];
    const sameDate = seat(district).length || district !== 1 ? seat(district) : seat(0);
    if (!sameDate.length) {
      const why =
        poll.year % 2 === 1
          ? 'our odd-year results hold only Senate specials and the governor elections of 1997-2023'
          : 'our results hold no contest of that seat on that date';
      return { kind: 'kept', unmatched: false, note: `${poll.office} ${loc} ${poll.election_date}: ${why}` };
    }
    const special = /^[A-Za-z]+-[A-Z]*S/.test(poll.race_type);
    const named = sameDate.filter((r) => bothIn(poll, r.candidates));
    // The same two ran in a regular and a special contest on one day (2010 IL, 2022 CA): the race type decides.
    const fits = named.length > 1 ? named.filter((r) => r.special === special) : named;
    const [only] = fits;
    if (fits.length !== 1 || !only) {
      const ids = sameDate.map((r) => r.id).join(', ');
      const why = fits.length
        ? `both finishers ran in ${fits.length} of our contests (${ids})`
        : `neither of our contests on that date (${ids}) has both finishers`;
      return { kind: 'kept', unmatched: true, note: `${why}; FiveThirtyEight's outcome kept` };
    }
    const url = `/api/${poll.office}/${only.year}/${state}`;
    return byShares(
      poll,
      only.candidates,
      { contest_id: only.id, contest_url: url, source: only.sources[0]!, note: null },
      only.id,
    );
  };
}

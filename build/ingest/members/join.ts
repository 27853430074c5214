/**
 * The join of a House or Senate winner to a Bioguide id (crosswalk SOURCES.md section 3), a pure function of the
 * legislators and the per-Congress membership:
 * 1. Seat key: (chamber, the FULL first day of the Congress after the election, state, district or class). Not the
 *    year: a member sworn in later in that year after a special election (2013 MO-8 Jason Smith) would otherwise
 *    overwrite the general-election winner (Jo Ann Emerson). Used only when the key holds exactly one member whose
 *    surname is the winner's: older partial terms won in specials are often dated from the Congress's first day
 *    (Pelosi's 1987 term), and the surname check rejects those successors.
 * 2. Name path: the winner's surname among the state's delegation in the Congress the election chose; a unique
 *    surname, else a unique surname and first name, else (an addition to the SOURCES.md method) a unique member
 *    with a term in that very seat (1982-1988 OR-2 Bob Smith, not Denny Smith of OR-5).
 */
import type { Race } from '../../schemas/results.ts';
import { congressOf, type CongressMember } from './congress-file.ts';
import type { Person, Term } from './legislators.ts';
import { nameWords, surnameMatches } from './names.ts';

export type JoinPath =
  'seat_key' | 'surname' | 'surname_first_name' | 'surname_seat' | 'surname_initials' | 'previous_congress_incumbent';
export type Joined = { bioguide: string; path: JoinPath } | { bioguide: null; path: 'ambiguous' | 'none' };

interface DelegationMember {
  bioguide: string;
  last: string[];
  full: string[];
  /** Given names after the first, lower case ("PERKINS, Carl Dewey" -> ["dewey"]), and whether a Jr. */
  middle: string[];
  junior: boolean;
}

export interface MemberIndex {
  people: Map<string, Person>;
  /** First day of each Congress, by its odd year: the modal January start date of the YAML terms that year. */
  convene: Map<number, string>;
  /** `${type}|${start}|${state}|${seat}` -> Bioguide ids holding a term with that key. */
  seatKeys: Map<string, Set<string>>;
  /** `${congress}|${chamber}|${state}` -> members. */
  delegations: Map<string, DelegationMember[]>;
}

const seatKey = (type: string, start: string, state: string, seat: number | null) =>
  `${type}|${start}|${state}|${seat}`;

/** The 119th Congress (2025-2027), which the FiveThirtyEight file lacks, is built from the YAML terms. */
const FIRST_CONGRESS_NOT_IN_FILE = 119;

export function buildMemberIndex(people: Map<string, Person>, members: CongressMember[]): MemberIndex {
  const startsByYear = new Map<number, Map<string, number>>();
  const seatKeys = new Map<string, Set<string>>();
  const delegations = new Map<string, DelegationMember[]>();
  const add = (key: string, m: DelegationMember) => delegations.set(key, [...(delegations.get(key) ?? []), m]);
  for (const p of people.values()) {
    for (const t of p.terms.filter((t) => t.start)) {
      const key = seatKey(t.type, t.start, t.state, t.seat);
      seatKeys.set(key, (seatKeys.get(key) ?? new Set()).add(p.bioguide));
      const y = Number(t.start.slice(0, 4));
      if (t.start.slice(5, 7) === '01' && y % 2 === 1) {
        const counts = startsByYear.get(y) ?? new Map<string, number>();
        startsByYear.set(y, counts.set(t.start, (counts.get(t.start) ?? 0) + 1));
      }
      if ((t.end ?? '9999') > '2025-01-03' && t.start < '2027-01-03') {
        const chamber = t.type === 'rep' ? 'House' : 'Senate';
        const key119 = `${FIRST_CONGRESS_NOT_IN_FILE}|${chamber}|${t.state}`;
        if (!delegations.get(key119)?.some((m) => m.bioguide === p.bioguide)) {
          add(key119, {
            bioguide: p.bioguide,
            last: p.lasts[0] ?? [],
            full: nameWords(p.name),
            middle: [],
            junior: /\bJr\b/.test(p.name),
          });
        }
      }
    }
  }
  const convene = new Map([...startsByYear].map(([y, counts]) => [y, [...counts].sort((a, b) => b[1] - a[1])[0]![0]]));
  for (const m of members) {
    const key = `${m.congress}|${m.chamber}|${m.state}`;
    if (!delegations.get(key)?.some((d) => d.bioguide === m.bioguide)) {
      const given = (m.bioname.split(',')[1] ?? '').trim().toLowerCase().split(/\s+/);
      add(key, {
        bioguide: m.bioguide,
        last: nameWords(m.bioname.split(',')[0]!),
        full: nameWords(m.bioname),
        middle: given.slice(1),
        junior: /\bJr\b/i.test(m.bioname),
      });
    }
  }
  return { people, convene, seatKeys, delegations };
}

/** Whether any of the member's surnames (current or former) is the winner's. */
export function nameAgrees(person: Person | undefined, winner: string): boolean {
  const w = nameWords(winner);
  return !!person && person.lasts.some((l) => surnameMatches(l, w, true));
}

export function joinWinner(race: Race, index: MemberIndex): Joined {
  const winner = race.winner ?? '';
  const type = race.office === 'house' ? 'rep' : 'sen';
  const first = index.convene.get(race.year + 1);
  if (first) {
    const seats = race.office === 'house' ? [race.district, ...(race.district === 1 ? [0] : [])] : [race.seat_class];
    for (const seat of seats) {
      const holders = index.seatKeys.get(seatKey(type, first, race.state, seat));
      if (holders?.size === 1) {
        const b = [...holders][0]!;
        if (nameAgrees(index.people.get(b), winner)) return { bioguide: b, path: 'seat_key' };
      }
    }
  }
  const joined = byName(race, index);
  return joined.bioguide || joined.path === 'ambiguous' ? joined : previousIncumbent(race, index);
}

function byName(race: Race, index: MemberIndex): Joined {
  const w = nameWords(race.winner ?? '');
  if (!w.length) return { bioguide: null, path: 'none' };
  const chamber = race.office === 'house' ? 'House' : 'Senate';
  const delegation = index.delegations.get(`${congressOf(race.year)}|${chamber}|${race.state}`) ?? [];
  const bySurname = delegation.filter((m) => surnameMatches(m.last, w));
  if (bySurname.length === 1) return { bioguide: bySurname[0]!.bioguide, path: 'surname' };
  if (!bySurname.length) return { bioguide: null, path: 'none' };
  const byFirst = bySurname.filter((m) => m.full.includes(w[0]!));
  if (byFirst.length === 1) return { bioguide: byFirst[0]!.bioguide, path: 'surname_first_name' };
  const seat = race.office === 'house' ? race.district : race.seat_class;
  const inSeat = (byFirst.length ? byFirst : bySurname).filter((m) =>
    holdsSeat(index.people.get(m.bioguide)?.terms ?? [], type(race), race.state, seat),
  );
  if (inSeat.length === 1) return { bioguide: inSeat[0]!.bioguide, path: 'surname_seat' };
  // Father and son in one seat (1982 KY-7 "Carl D. Perkins" is Carl Dewey, not Carl Christopher): middle initials
  // and Jr. must agree.
  const byInitials = inSeat.filter((m) => initialsAgree(race.winner ?? '', m));
  if (byInitials.length === 1) return { bioguide: byInitials[0]!.bioguide, path: 'surname_initials' };
  return { bioguide: null, path: 'ambiguous' };
}

/** The winner's middle initials ("Carl D. Perkins" -> d) start the member's middle names, and Jr. on both or neither. */
function initialsAgree(winner: string, m: DelegationMember): boolean {
  const initials = [...winner.matchAll(/\b([A-Z])\./g)].map((x) => x[1]!.toLowerCase());
  const junior = /\bJr\b/.test(winner);
  return junior === m.junior && initials.every((i) => m.middle.some((w) => w.startsWith(i)));
}

/**
 * A winner who never sat in the Congress the election chose (died, resigned, appointed elsewhere: 1978 CA-11 Leo
 * J. Ryan, 2024 FL-1 Matt Gaetz) is the incumbent: the member of the previous Congress with the winner's surname and
 * first name (or a short form of it: Matt for Matthew, Newt for Newton) who holds that very seat. Only tried when the Congress after the election has no one; a newcomer with
 * an incumbent's surname fails the first-name or the seat test (1982 OR-2 Bob Smith is not Denny Smith of OR-5).
 */
function previousIncumbent(race: Race, index: MemberIndex): Joined {
  const w = nameWords(race.winner ?? '');
  const chamber = race.office === 'house' ? 'House' : 'Senate';
  const seat = race.office === 'house' ? race.district : race.seat_class;
  const found = (index.delegations.get(`${congressOf(race.year) - 1}|${chamber}|${race.state}`) ?? []).filter(
    (m) =>
      surnameMatches(m.last, w) &&
      m.full.some((x) => x.startsWith(w[0]!)) &&
      holdsSeat(index.people.get(m.bioguide)?.terms ?? [], type(race), race.state, seat),
  );
  return found.length === 1
    ? { bioguide: found[0]!.bioguide, path: 'previous_congress_incumbent' }
    : { bioguide: null, path: 'none' };
}

const type = (race: Race) => (race.office === 'house' ? 'rep' : 'sen');
const holdsSeat = (terms: Term[], t: string, state: string, seat: number | null) =>
  terms.some(
    (x) => x.type === t && x.state === state && (x.seat === seat || (t === 'rep' && seat === 1 && x.seat === 0)),
  );

/** GET /api/people/{bioguide}: each member's contests, gathered from the winner_ids of the House and Senate records. */
import type { Dataset } from '../catalog/dataset.ts';
import type { Person, PersonContest } from '../schemas/api/people.ts';
import type { Race } from '../schemas/results.ts';
import { oddYearListPath } from './contest-paths.ts';

const PEOPLE_NOTE =
  'Contests are joined to people only through their winners (winner_ids, from the congress-legislators crosswalk), so this lists the House and Senate contests 1976-2024 that elected this person. ' +
  'Contests they ran in and lost are not listed: our records identify losing candidates by name only, and a name is not an id.';

const chronological = (a: PersonContest, b: PersonContest) =>
  a.year - b.year ||
  (a.date ?? '').localeCompare(b.date ?? '') ||
  a.office.localeCompare(b.office) ||
  a.contest_id.localeCompare(b.contest_id);

/** The API path of the response that holds a contest record. */
export function contestUrl(race: Pick<Race, 'office' | 'year' | 'state'>): string {
  return race.year % 2 === 0 ? `/api/${race.office}/${race.year}/${race.state}` : oddYearListPath(race.office);
}

function contestOf(race: Race & { office: 'senate' | 'house' }): PersonContest {
  const me = race.candidates.find((c) => c.name === race.winner);
  // The ingest sets winner from a candidate's name, so a winner without its candidate line is a data fault.
  if (!me) throw new Error(`${race.id}: winner ${race.winner} is not among its candidates`);
  return {
    contest_id: race.id,
    office: race.office,
    year: race.year,
    date: race.date,
    state: race.state,
    district: race.district,
    special: race.special,
    stage: race.stage,
    name: me.name,
    party: me.party,
    votes: me.votes,
    pct: me.pct,
    result: 'won',
    url: contestUrl(race),
  };
}

/** Every person with a Bioguide id on a winner, by id, with their contests oldest first. */
export function computePeople(data: Pick<Dataset, 'senate' | 'house'>): Map<string, Person> {
  const byId = new Map<string, { ids: NonNullable<Race['winner_ids']>; contests: PersonContest[] }>();
  for (const race of [...data.senate, ...data.house]) {
    if (!race.winner_ids || (race.office !== 'senate' && race.office !== 'house')) continue;
    const entry = byId.get(race.winner_ids.bioguide) ?? { ids: race.winner_ids, contests: [] };
    entry.contests.push(contestOf(race as Race & { office: 'senate' | 'house' }));
    byId.set(race.winner_ids.bioguide, entry);
  }
  const people = new Map<string, Person>();
  for (const [id, { ids, contests }] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
    contests.sort(chronological);
    const names = [...new Set(contests.map((c) => c.name).reverse())];
    people.set(id, { bioguide: id, ids, names, contests, note: PEOPLE_NOTE });
  }
  return people;
}

import type { RaceView } from './race-view.ts';

const OFFICES = [
  ['generic_ballot', 'National generic congressional ballot'],
  ['senate', 'Senate'],
  ['governor', 'Governor'],
] as const;

/** /races: the generic ballot first, then Senate and governor races, each sorted by state name (specials after). */
export function racesList(views: RaceView[]) {
  return OFFICES.map(([office, heading]) => ({
    office,
    heading,
    races: views
      .filter((v) => v.race.office === office)
      .sort(
        (a, b) =>
          a.race.state_name.localeCompare(b.race.state_name, 'en') || Number(a.race.special) - Number(b.race.special),
      )
      .map((v) => ({
        id: v.race.id,
        title: v.race.title,
        leader: v.average?.leader ?? null,
        leaderClass: v.average?.leaderClass ?? '',
        averagePolls: v.average?.polls ?? 0,
        rating: v.consensus.label,
        ratingRule: v.consensus.rule,
        polls: v.polls.length,
        latest: v.polls[0]?.date ?? null,
      })),
  })).filter((g) => g.races.length > 0);
}

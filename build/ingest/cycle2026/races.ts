/**
 * The 72 races of 2026: 35 Senate (33 regular class 2 seats, plus the Florida and Ohio class 3 specials), 36
 * governor, and the national generic ballot. The list, seat classes and governor facts come from the derived race
 * index; Senate incumbents and the special flags from midterms-pulse-2026 (Wikipedia, 2026-10-09), checked against
 * the index; nominees from races-nominees.ts.
 */
import stateNames from '../../curated/governor-state-names.json' with { type: 'json' };
import { compareStrings } from '../../schemas/common.ts';
import type { Race2026 } from '../../schemas/polls.ts';
import type { Ledger } from '../core/ledger.ts';
import { GENERIC_RACE, SOURCE_IDS_2026, slugify, surnameSlug } from './common.ts';
import { completeIncumbent } from './races-incumbents.ts';
import { assembleNominees, fullName, type Confirmation, type Lead, type Seed } from './races-nominees.ts';
import { readCandidates, readPulseRaces, readRaceIndex, type IndexRow, type PulseRace } from './races-read.ts';
import type { SourceReader } from '../core/sources.ts';

const NAME_OF = new Map(
  Object.entries(stateNames)
    .filter(([k]) => !k.startsWith('$'))
    .map(([name, code]) => [code as string, name]),
);

/** Wikipedia statuses that make the incumbent the party's nominee. */
const NOMINATED = /renominated|nominated|advanced to general/i;
const DERIVED = 'races_2026_index_DERIVED.csv';
const INFERRED_LEAD = `${DERIVED} (INFERRED: a name on Wikipedia's 2026-10-09 general-election list, given a party from NYT poll records)`;

export interface Races2026 {
  races: Race2026[];
  /** Per race: candidate slug -> display name, for poll candidates (nominees and profiled candidates). */
  knownNames: Map<string, Map<string, string>>;
}

/** Builds the 72 races; `confirmations` are post-nomination poll sides used to confirm inferred nominees. */
export function buildRaces2026(reader: SourceReader, ledger: Ledger, confirmations: Confirmation[]): Races2026 {
  const index = readRaceIndex(reader, ledger);
  const pulse = readPulseRaces(reader, ledger);
  const cands = readCandidates(reader, ledger);
  const knownNames = new Map<string, Map<string, string>>();
  const remember = (raceId: string, name: string) => {
    const m = knownNames.get(raceId) ?? new Map<string, string>();
    if (!m.has(surnameSlug(name))) m.set(surnameSlug(name), name);
    knownNames.set(raceId, m);
  };
  const races: Race2026[] = [];

  for (const idx of index.rows) {
    const stateName = NAME_OF.get(idx.state)!;
    const notes: string[] = [];
    const sources = new Set<string>([SOURCE_IDS_2026.racesIndex]);
    const seeds: Seed[] = [];
    const leads: Lead[] = [];
    let incumbent: Race2026['incumbent'] = null;

    if (idx.office === 'senate') {
      const p = pulse.races.find((r) => r.state === idx.state);
      if (!p)
        throw new Error(
          `${DERIVED}: row ${idx.row}, field "state": ${idx.state} Senate is not in ${pulse.ledger.file}`,
        );
      checkAgainstPulse(idx, p, pulse.ledger.file);
      pulse.ledger.used(p.row);
      sources.add(SOURCE_IDS_2026.pulseRaces);
      const inc = p.incumbents[0]!;
      const party = inc.party === 'D' || inc.party === 'R' || inc.party === 'I' ? inc.party : null;
      incumbent = { name: inc.name, party, status: inc.status };
      if (party === null) notes.push(`The source gives no party for the incumbent, ${inc.name}.`);
      if (NOMINATED.test(inc.status) && (party === 'D' || party === 'R'))
        seeds.push({
          name: inc.name,
          party,
          source: `midterms-pulse-2026 (Wikipedia, retrieved 2026-10-09): incumbent status '${inc.status}'`,
        });
      if (p.system !== 'partisan') notes.push(`Primary system: ${p.system} (midterms-pulse-2026).`);
      for (const a of pulse.anomalies)
        if (a.startsWith(`${idx.state} Senate:`))
          notes.push(`Wikipedia's candidate list: ${a.slice(a.indexOf(':') + 2)} (midterms-pulse-2026).`);
      for (const c of cands.rows.filter((r) => r.state === idx.state)) {
        remember(idx.raceId, c.name);
        const party = c.party as 'D' | 'R';
        const onList = p.candidates.includes(`${slugify(c.name)}-${idx.state.toLowerCase()}-senate`);
        if (c.status === 'nominee') {
          seeds.push({
            name: c.name,
            party,
            source: `us-elections-2026 candidates.json: status 'nominee' (as of ${cands.asOf})`,
          });
          cands.ledger.used(c.row);
          sources.add(SOURCE_IDS_2026.candidates);
        } else if (!onList) {
          cands.ledger.excluded(
            c.row,
            "not a nominee: status 'primary' on 2026-08-06 and not on Wikipedia's 2026-10-09 general-election list",
          );
        }
      }
    } else {
      incumbent = governorIncumbent(idx, notes);
    }

    // Derived-index sides: sourced facts unless the index marks them INFERRED.
    const indexSides: Seed[] = [];
    for (const [party, raw] of [
      ['D', idx.nomineeDem],
      ['R', idx.nomineeRep],
    ] as const) {
      if (!raw) continue;
      const remark = raw.match(/\((.+)\)/)?.[1];
      const fixed = fullName(idx.raceId, raw.replace(/\s*\(.+\)\s*/, '').trim());
      if (fixed.note) notes.push(fixed.note);
      if (remark) notes.push(`${fixed.name}: ${remark} (${DERIVED}).`);
      remember(idx.raceId, fixed.name);
      if (/INFERRED/.test(idx.nomineeSource)) {
        const profile = cands.rows.find(
          (c) => c.state === idx.state && c.party === party && surnameSlug(c.name) === surnameSlug(fixed.name),
        );
        const also = profile
          ? [`a candidate in us-elections-2026 candidates.json (status '${profile.status}', ${cands.asOf})`]
          : [];
        leads.push({
          name: profile?.name ?? fixed.name,
          party,
          source: INFERRED_LEAD,
          also,
          sourceId: SOURCE_IDS_2026.racesIndex,
        });
      } else indexSides.push({ name: fixed.name, party, source: `${DERIVED}: ${idx.nomineeSource}` });
    }
    const result = assembleNominees(idx.raceId, seeds, indexSides, leads, confirmations, ledger);
    notes.push(...result.notes);
    for (const id of result.sourceIds) sources.add(id);
    for (const n of result.nominees) remember(idx.raceId, n.name);
    // A profiled candidate that is on the general-election list counts as used once published as a nominee.
    for (const c of cands.rows.filter(
      (r) => r.state === idx.state && idx.office === 'senate' && r.status !== 'nominee',
    )) {
      const published = result.nominees.some((n) => n.party === c.party && n.slug === surnameSlug(c.name));
      if (cands.ledger.disposition(c.row)) continue;
      if (published) {
        cands.ledger.used(c.row);
        sources.add(SOURCE_IDS_2026.candidates);
      } else
        cands.ledger.excluded(c.row, 'on the general-election list but not confirmed as a nominee by another source');
    }
    const completed = completeIncumbent(idx.raceId, incumbent);
    incumbent = completed.incumbent;
    if (completed.note) {
      const superseded = notes.findIndex(
        (n) =>
          n.startsWith('The source gives no party for the incumbent') ||
          n.startsWith('Open seat; the source does not name the incumbent'),
      );
      if (superseded >= 0) notes.splice(superseded, 1);
      notes.push(completed.note);
    }
    if (result.nominees.length === 0 && idx.office === 'governor')
      notes.push(
        incumbent
          ? "No source in the data names this race's nominees."
          : "No source in the data names this race's incumbent or nominees.",
      );
    index.ledger.used(idx.row);
    races.push({
      id: idx.raceId,
      year: 2026,
      state: idx.state as Race2026['state'],
      state_name: stateName,
      office: idx.office,
      special: idx.special,
      seat_class: idx.office === 'senate' ? idx.seatClass : null,
      title: `${stateName} ${idx.office === 'senate' ? 'Senate' : 'Governor'} 2026${idx.special ? ' (special)' : ''}`,
      incumbent,
      nominees: result.nominees,
      sources: [...sources].sort(compareStrings),
      notes,
    });
  }
  for (const p of pulse.races)
    if (!pulse.ledger.disposition(p.row))
      throw new Error(`${pulse.ledger.file}: row ${p.row}, field "state": ${p.state} Senate is not in ${DERIVED}`);
  races.push(genericBallotRace());
  return { races: races.sort((a, b) => compareStrings(a.id, b.id)), knownNames };
}

/** The index and Wikipedia must agree on the special flag and the incumbent; class 3 exactly for the specials. */
function checkAgainstPulse(idx: IndexRow, p: PulseRace, pulseFile: string): void {
  const where = `${DERIVED}: row ${idx.row}`;
  if (idx.special !== p.special)
    throw new Error(`${where}, field "special": ${idx.special}, but ${pulseFile} says ${p.special}`);
  if (idx.seatClass !== (idx.special ? 3 : 2))
    throw new Error(
      `${where}, field "seat_class": ${idx.seatClass} for a ${idx.special ? 'special' : 'regular'} 2026 Senate race`,
    );
  if (idx.incumbent !== p.incumbents[0]!.name)
    throw new Error(
      `${where}, field "incumbent": "${idx.incumbent}", but ${pulseFile} says "${p.incumbents[0]!.name}"`,
    );
}

/** Governor incumbents exist only as the index's status text for the 8 battlegrounds ("Hobbs (D) incumbent"). */
function governorIncumbent(idx: IndexRow, notes: string[]): Race2026['incumbent'] {
  const s = idx.incumbentStatus;
  if (s === '') return null;
  const running = s.match(/^(.+?) \(([DR])\) incumbent$/);
  if (running) {
    const nominee = [idx.nomineeDem, idx.nomineeRep].find((n) => n && surnameSlug(n) === surnameSlug(running[1]!));
    return {
      name: nominee ?? running[1]!,
      party: running[2] as 'D' | 'R',
      status: nominee ? 'Incumbent renominated' : 'Incumbent',
    };
  }
  const leaving = s.match(/^open \((.+?) (term-limited|not running)\)$/);
  if (leaving) return { name: leaving[1]!, party: null, status: `Incumbent ${leaving[2]}; open seat` };
  if (s === 'open') {
    notes.push(`Open seat; the source does not name the incumbent (${DERIVED}).`);
    return null;
  }
  throw new Error(`${DERIVED}: row ${idx.row}, field "incumbent_status": unrecognised "${s}"`);
}

function genericBallotRace(): Race2026 {
  return {
    id: GENERIC_RACE,
    year: 2026,
    state: 'national',
    state_name: 'United States',
    office: 'generic_ballot',
    special: false,
    seat_class: null,
    title: 'Generic congressional ballot 2026',
    incumbent: null,
    nominees: [],
    sources: [SOURCE_IDS_2026.generic],
    notes: [
      'National polls asking which party\'s candidate for the U.S. House the respondent would vote for; results are keyed "dem" and "rep".',
    ],
  };
}

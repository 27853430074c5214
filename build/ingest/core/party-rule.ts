/**
 * The party rule (issue 18, class 5), one rule for every label of every source:
 * 1. The ballot label decides (build/curated/party-labels.json): a major party, its state name or a fusion line
 *    naming it is that party; a national minor party or its state affiliate is that party; a label that calls the
 *    candidate independent or without a party (independent, no party, unaffiliated, nonpartisan, unenrolled,
 *    petition, "Independent for Maine") is independent unless it names a party organization (it says "party", or
 *    is listed with `rule_exception`: American Independent, Independent Green...); every other label is other.
 * 2. Where the ballot prints no party for the candidate (a write-in, or a special held on a nonpartisan ballot), the
 *    party is the one a cited page gives for that candidacy (`candidacies`); without one the line stays as labelled.
 * The checks here fail the ingest when the table or the records break the rule.
 */
import type { Party } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import type { CheckResult } from './checks.ts';
import type { Ledger } from './ledger.ts';
import { nameKey } from './names.ts';
import { shares } from './tally.ts';
import table from '../../curated/party-labels.json' with { type: 'json' };

type LabelEntry = { party: Party; why?: string; rule_exception?: string };
type Candidacy = { record: string; candidate: string; party: Party; source: string; why: string };
const LABELS = table.labels as Record<string, LabelEntry>;
const CANDIDACIES = table.candidacies as Candidacy[];
const NONPARTISAN = table.nonpartisan_contests as { record: string; why: string; source: string }[];
const UNRESOLVED = new Set(
  (table.unresolved_write_ins as { record: string; candidate: string }[]).map((u) => `${u.record}|${u.candidate}`),
);

const NO_PARTY_WORDS =
  /\bINDEPENDENTS?\b|\bINDEPDENDENT\b|\bINDEPDENT\b|\bNO PARTY\b|\bNONPARTISAN\b|\bNON-PARTY\b|\bUNAFFILIATED\b|\bNONAFFILIATED\b|\bNO AFFILIATION\b|\bUNENROLLED\b|\bPETITION(ING)?\b|^NPA$/;
/** "Party" in a label names an organization, except in "no party affiliation" and "no party preference". */
const NAMES_A_PARTY = /\bPARTY\b(?! AFFILIATION| PREFERENCE)/;

/** Whether a (table-key) label calls the candidate independent or without a party, by rule 1. */
export const saysNoParty = (key: string) => NO_PARTY_WORDS.test(key) && !NAMES_A_PARTY.test(key);

/** Rule 1 over the whole label table: a label that says no party maps to independent unless listed as an exception. */
export function checkPartyLabelRule(labels: Record<string, LabelEntry> = LABELS): CheckResult {
  const failures = Object.entries(labels)
    .filter(([key, e]) => saysNoParty(key) && e.party !== 'independent' && !e.rule_exception)
    .map(
      ([key, e]) =>
        `label "${key}" says the candidate has no party but maps to ${e.party} (build/curated/party-labels.json)`,
    );
  const n = Object.keys(labels).filter(saysNoParty).length;
  return {
    name: 'party rule: every label that calls a candidate independent or without a party is independent, unless it names a party organization',
    passed: !failures.length,
    details: failures.length ? failures : [`${n} no-party labels`],
  };
}

/** A line whose ballot carried no party for the candidate: a write-in without a party, or an empty label. */
const noBallotParty = (c: Race['candidates'][number]) =>
  /^(|W|W\/I|\(W\/I\)|WRITE-IN|WRITE IN)$/.test(c.party_label.trim().toUpperCase());

/** Rule 2: the party of a candidacy the ballot did not label, from its cited page; each change is a correction. */
export function applyCandidacyParties(races: Race[], ledger: Ledger, candidacies: Candidacy[] = CANDIDACIES): void {
  for (const entry of candidacies) {
    const race = races.find((r) => r.id === entry.record);
    if (!race) continue; // another office's file
    const c = race.candidates.find((x) => x.name === entry.candidate);
    if (!c)
      throw new Error(
        `build/curated/party-labels.json candidacies: ${entry.record} has no candidate "${entry.candidate}"`,
      );
    if (c.party === entry.party)
      throw new Error(
        `build/curated/party-labels.json candidacies: ${entry.record} ${entry.candidate} is already ${entry.party}; remove the entry`,
      );
    ledger.correction({
      record: race.id,
      field: `candidates[${c.name}].party`,
      old: c.party,
      new: entry.party,
      source: entry.source,
      reason: entry.why,
    });
    c.party = entry.party;
    if (race.winner === c.name) race.winner_party = entry.party;
    Object.assign(race, shares(race.candidates, race.total_votes));
    race.notes.push(
      `Party: ${c.name} is ${entry.party} (the ballot printed no party for this candidacy; see /api/corrections).`,
    );
  }
}

/**
 * Rule 2 over the records: every unlabelled candidate of a nonpartisan special has a cited party, and a write-in
 * or unlabelled line of a candidate whose labelled lines in the same state all carry one major party is either
 * given a cited party or listed as unresolved. Catches a new Musgrove or Murkowski.
 */
export function checkCandidacyParties(races: Race[]): CheckResult {
  const failures: string[] = [];
  const given = new Set(CANDIDACIES.map((c) => `${c.record}|${c.candidate}`));
  const byId = new Map(races.map((r) => [r.id, r]));
  for (const np of NONPARTISAN) {
    const race = byId.get(np.record);
    if (!race) failures.push(`nonpartisan contest ${np.record} is not published`);
    for (const c of race?.candidates ?? []) {
      if ((c.party === 'independent' || c.party === 'other') && !given.has(`${race!.id}|${c.name}`))
        failures.push(`${race!.id}: ${c.name} ran on a nonpartisan ballot and has no cited party`);
    }
  }
  const labelled = new Map<string, Set<Party>>();
  for (const r of races)
    for (const c of r.candidates)
      if (!noBallotParty(c)) {
        const key = `${r.state}|${nameKey(c.name)}`;
        labelled.set(key, (labelled.get(key) ?? new Set()).add(c.party));
      }
  for (const r of races)
    for (const c of r.candidates) {
      if (!noBallotParty(c) || given.has(`${r.id}|${c.name}`) || UNRESOLVED.has(`${r.id}|${c.name}`)) continue;
      const parties = [...(labelled.get(`${r.state}|${nameKey(c.name)}`) ?? [])];
      if (
        parties.length === 1 &&
        (parties[0] === 'democrat' || parties[0] === 'republican') &&
        c.party !== parties[0]
      ) {
        failures.push(
          `${r.id}: ${c.name} (write-in or unlabelled, ${c.party}) runs as ${parties[0]} elsewhere in ${r.state}: cite the party of this candidacy or list it as unresolved`,
        );
      }
    }
  return {
    name: 'party rule: every candidacy the ballot did not label has a cited party, or is listed as unresolved, where the candidate ran for one major party elsewhere in the state',
    passed: !failures.length,
    details: failures.length
      ? failures
      : [`${CANDIDACIES.length} cited candidacies, ${UNRESOLVED.size} unresolved write-ins`],
  };
}

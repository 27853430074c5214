/**
 * Known general-election nominees of one 2026 race, each with where it is known from. Accepted directly: a
 * candidate profile with status "nominee" (us-elections-2026, 2026-08-06), an incumbent whose Wikipedia status says
 * renominated / nominated / advanced (midterms-pulse-2026, 2026-10-09), and the derived index's governor nominees
 * (carried from us-elections-2026 files that were not saved). The derived index's INFERRED names (a name on
 * Wikipedia's general-election list given a party from NYT poll records) are leads: published only when a poll
 * fielded after the nomination pairs that surname with that party, and otherwise left out with a note.
 */
import names from '../../curated/2026-names.json' with { type: 'json' };
import type { Race2026 } from '../../schemas/polls.ts';
import type { Ledger } from '../core/ledger.ts';
import { surnameSlug } from './common.ts';

type Nominee = Race2026['nominees'][number];
type Party = 'D' | 'R';

/** One side of one poll fielded after the nomination date: evidence that a surname runs for a party. */
export interface Confirmation {
  raceId: string;
  party: Party;
  slug: string;
  pollKey: string;
  source: string;
}

export interface Seed {
  name: string;
  party: Party;
  source: string;
}

export interface Lead extends Seed {
  /** Other evidence to cite with the poll confirmation (e.g. a candidate profile). */
  also: string[];
  sourceId: string;
}

const NAME_FIXES = names.names as Record<string, Record<string, { name: string; from: string }>>;

/** A curated full name for a surname-only source name ("Masterson" -> "Ty Masterson"). */
export function fullName(raceId: string, name: string): { name: string; note: string | null } {
  const fix = NAME_FIXES[raceId]?.[name];
  return fix ? { name: fix.name, note: `${name}'s full name ${fix.name} is from ${fix.from}.` } : { name, note: null };
}

const PARTY_WORD: Record<Party, string> = { D: 'Democratic', R: 'Republican' };

export interface NomineeResult {
  nominees: Nominee[];
  notes: string[];
  /** Source ids the nominees rest on (poll files for confirmed leads). */
  sourceIds: string[];
}

/** Accepts seeds, checks derived-index sides against them, and tests leads against poll confirmations. */
export function assembleNominees(
  raceId: string,
  seeds: Seed[],
  indexSides: Seed[],
  leads: Lead[],
  confirmations: Confirmation[],
  ledger: Ledger,
): NomineeResult {
  const out = new Map<string, Nominee>();
  const notes: string[] = [];
  const sourceIds = new Set<string>();
  const add = (s: Seed) => {
    const slug = surnameSlug(s.name);
    const same = out.get(`${s.party}|${slug}`);
    if (same) {
      if (!same.source.includes(s.source)) same.source = `${same.source}; ${s.source}`;
      return;
    }
    const rival = [...out.values()].find((n) => n.party === s.party);
    if (rival) {
      ledger.conflict({
        record: raceId,
        field: `nominees.${s.party}`,
        chosen: rival.name,
        chosenSource: rival.source,
        rejected: s.name,
        rejectedSource: s.source,
        rule: 'the first source in the order candidate profile, Wikipedia incumbent status, derived index is kept',
      });
      return;
    }
    out.set(`${s.party}|${slug}`, { slug, name: s.name, party: s.party, source: s.source });
  };
  for (const s of seeds) add(s);
  // Derived-index sides that are not inferred are sourced facts; a side equal to a seed is only a cross-check.
  for (const s of indexSides) {
    if (!out.has(`${s.party}|${surnameSlug(s.name)}`)) add(s);
  }
  for (const lead of leads) {
    const slug = surnameSlug(lead.name);
    if (out.has(`${lead.party}|${slug}`)) continue;
    const polls = confirmations.filter((c) => c.raceId === raceId && c.party === lead.party && c.slug === slug);
    const distinct = new Set(polls.map((c) => c.pollKey)).size;
    if (distinct === 0) {
      notes.push(
        `Not listed as a nominee: ${lead.source} names ${lead.name} (${lead.party}), and no other source here confirms it.`,
      );
      continue;
    }
    for (const c of polls) sourceIds.add(c.source);
    sourceIds.add(lead.sourceId);
    const evidence = [
      lead.source,
      ...lead.also,
      `confirmed by ${distinct} poll${distinct === 1 ? '' : 's'} fielded after the nomination pairing ${lead.name} as the ${PARTY_WORD[lead.party]} candidate (us-elections-2026 poll files)`,
    ];
    add({ name: lead.name, party: lead.party, source: evidence.join('; ') });
  }
  const nominees = [...out.values()].sort((a, b) => (a.party < b.party ? -1 : a.party > b.party ? 1 : 0));
  return { nominees, notes, sourceIds: [...sourceIds] };
}

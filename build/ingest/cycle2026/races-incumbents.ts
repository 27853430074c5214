/**
 * Incumbents the races sources give by surname only, without a party, or not at all, completed from the cited
 * table build/curated/2026-incumbents.json (issue 19: a reader expects "Brian Kemp (R), term-limited"). An entry
 * may complete what the source says but never contradict it: a different surname or party fails the ingest.
 */
import table from '../../curated/2026-incumbents.json' with { type: 'json' };
import type { Race2026 } from '../../schemas/polls.ts';
import { surnameSlug } from './common.ts';

export interface IncumbentEntry {
  name: string;
  party: 'D' | 'R' | 'I';
  status: string;
  source: string;
  results_record?: string;
}

export const CURATED_INCUMBENTS = table.incumbents as Record<string, IncumbentEntry>;
const PARTY_WORD = { D: 'Democrat', R: 'Republican', I: 'independent' } as const;

/** The incumbent as published, and the note that says where the completion comes from. */
export function completeIncumbent(
  raceId: string,
  fromSource: Race2026['incumbent'],
  entries = CURATED_INCUMBENTS,
): { incumbent: Race2026['incumbent']; note: string | null } {
  const entry = entries[raceId];
  if (!entry) return { incumbent: fromSource, note: null };
  const where = `build/curated/2026-incumbents.json, ${raceId}`;
  if (fromSource && surnameSlug(fromSource.name) !== surnameSlug(entry.name))
    throw new Error(`${where}: "${entry.name}", but the races source names "${fromSource.name}"`);
  if (fromSource?.party && fromSource.party !== entry.party)
    throw new Error(`${where}: party ${entry.party}, but the races source gives ${fromSource.party}`);
  const incumbent = { name: entry.name, party: entry.party, status: fromSource?.status ?? entry.status };
  const gave = fromSource
    ? `the races source gives "${fromSource.name}"${fromSource.party ? '' : ' with no party'}`
    : 'the races source does not name the incumbent';
  return {
    incumbent,
    note: `Incumbent ${entry.name} (${PARTY_WORD[entry.party]}): ${gave}; completed from ${entry.source}.`,
  };
}

/** Races whose incumbent is a surname alone, or has no party with no note saying why (the ingest check). */
export function incumbentProblems(races: Race2026[]): string[] {
  const out: string[] = [];
  for (const r of races) {
    const inc = r.incumbent;
    if (!inc) continue;
    if (inc.name.trim().split(/\s+/).length < 2)
      out.push(
        `race ${r.id}, field "incumbent.name": "${inc.name}" is a surname alone; add the full name to build/curated/2026-incumbents.json`,
      );
    if (inc.party === null && !r.notes.some((n) => n.includes(`no party for the incumbent, ${inc.name}`)))
      out.push(`race ${r.id}, field "incumbent.party": null with no note saying why`);
  }
  return out;
}

import type { CheckResult } from './checks.ts';
import { isMappedPartyLabel, partyLabelKey } from './parties.ts';
import { readCsv, type SourceReader } from './sources.ts';

/** Every party column of every results source whose labels the ingest maps (file -> columns). */
const PARTY_COLUMNS: Record<string, string[]> = {
  'results/medsl/1976-2024-house.csv': ['party'],
  'results/medsl/1976-2020-senate.csv': ['party_detailed', 'party_simplified'],
  'results/medsl/2024-senate-state.csv': ['party_detailed', 'party_simplified'],
  'results/medsl/1976-2020-president.csv': ['party_detailed', 'party_simplified'],
  'results/medsl/2024-president-state.csv': ['party_detailed', 'party_simplified'],
  'results/fivethirtyeight/election_results_senate.csv': ['ballot_party'],
  'results/fivethirtyeight/election_results_presidential.csv': ['ballot_party'],
  'governor/fivethirtyeight/election_results_gubernatorial.csv': ['ballot_party'],
  'governor/jacksonjude/past-governor.csv': ['party'],
  'governor/barfort_klemmensen_larsen/longevity.csv': ['party'],
  'results/electoral_college/electoral_votes_cast.csv': ['party'],
};

/**
 * The party-label table covers every distinct label in every source, not only the ones today's rules reach:
 * a source update that adds a label fails here, naming file and label. Reports the count per source.
 */
export function checkPartyLabelCoverage(reader: SourceReader): CheckResult {
  const failures: string[] = [];
  const details: string[] = [];
  const present = new Set(reader.list());
  for (const [file, columns] of Object.entries(PARTY_COLUMNS)) {
    if (!present.has(file)) continue;
    const table = readCsv(reader, file);
    const labels = new Set<string>();
    for (const row of table.rows) for (const column of columns) labels.add(partyLabelKey(row.get(column)));
    const unmapped = [...labels].filter((l) => !isMappedPartyLabel(l));
    for (const l of unmapped) failures.push(`${file}: unmapped party label "${l}"`);
    details.push(`${file}: ${labels.size - unmapped.length} of ${labels.size} distinct labels mapped`);
  }
  return {
    name: 'every distinct party label in every results source is in the curated label table',
    passed: failures.length === 0,
    details: failures.length ? failures : details,
  };
}

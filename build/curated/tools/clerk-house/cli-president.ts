/**
 * Curating tool (not part of the ingest): reads the Clerk's statistics of presidential years (the `pdftotext -layout`
 * text, never copied into the repository), matches every presidential state record of the year in
 * data/president-states.json with the state's elector lines and merges the entries into
 * build/curated/certified-president-clerk.json. Prints every change, every candidate left to the source, every skip.
 *
 *   npx tsx build/curated/tools/clerk-house/cli-president.ts --year 2008 --clerk /work/clerk/2008.txt
 *     [--records data/president-states.json] [--write]
 */
import { readFileSync } from 'node:fs';
import { mergeIntoTable } from './table.ts';
import { parseArgs } from 'node:util';
import { matchPresident, usualLabels, type PresidentEntry, type PresidentRecord } from './match-president.ts';
import { parseClerkPresident } from './parse-president.ts';

const TABLE = 'build/curated/certified-president-clerk.json';
/** The hand-curated table: an entry there for a state-year wins (the tool makes none, and reports differences). */
const CURATED = 'build/curated/certified-president-states.json';

const ELECTION_DAY: Record<number, string> = {
  2000: 'November 7, 2000',
  2004: 'November 2, 2004',
  2008: 'November 4, 2008',
  2012: 'November 6, 2012',
  2016: 'November 8, 2016',
  2020: 'November 3, 2020',
};

function citation(year: number, page: number | null, pdfPage: number): string {
  const where = page === null ? `PDF page ${pdfPage} (the edition prints no page numbers)` : `p. ${page}`;
  return (
    `Clerk of the U.S. House, Statistics of the Presidential and Congressional Election of ${ELECTION_DAY[year]}, ` +
    `${where} (FOR PRESIDENTIAL ELECTORS), https://clerk.house.gov/member_info/electionInfo/${year}election.pdf`
  );
}

/** Records a review of the Clerk's page set aside, with the reason (reported by the tool). */
const REVIEWED_SKIPS: Record<string, string> = {
  'president-2016-md':
    'the Clerk prints Clinton 1,677,928 and Trump 943,169 on the ballot lines (as Wikipedia\'s infobox, "2016 United ' +
    'States presidential election in Maryland", does) and separate "Write-in (Democratic)" 78 and "Write-in ' +
    '(Republican)" 259 lines; MEDSL\'s 1,678,006 and 943,428 are the sums, and the page does not say whose write-ins ' +
    'those are: unresolved here',
  'president-2020-ga':
    'the Clerk prints the first certification (Biden 2,474,507, Trump 2,461,837, Jorgensen 62,138); the recount ' +
    'certified in December (Wikipedia\'s infobox, "2020 United States presidential election in Georgia": Biden ' +
    '2,473,633, Trump 2,461,854) is what is served',
  'president-2020-ms':
    'the Clerk (Trump 756,789, Biden 539,508) and the canvass as Wikipedia quotes it ("2020 United States presidential ' +
    'election in Mississippi": Trump 756,764, Biden 539,398, which MEDSL serves) disagree: unresolved here',
  'president-2020-wi':
    'the Clerk prints the canvass before the Milwaukee and Dane recount (Biden 1,630,673, Trump 1,610,065); the ' +
    'recounted certified figures (Wikipedia\'s infobox, "2020 United States presidential election in Wisconsin": ' +
    'Biden 1,630,866, Trump 1,610,184) are what is served',
};

function main(): void {
  const { values } = parseArgs({
    options: {
      year: { type: 'string' },
      clerk: { type: 'string' },
      records: { type: 'string', default: 'data/president-states.json' },
      write: { type: 'boolean', default: false },
    },
  });
  const year = Number(values.year);
  if (!ELECTION_DAY[year] || !values.clerk) throw new Error('usage: --year 2000..2020 (presidential) --clerk FILE');
  const sections = parseClerkPresident(readFileSync(values.clerk, 'utf8'));
  const records = (JSON.parse(readFileSync(values.records!, 'utf8')) as PresidentRecord[]).filter(
    (r) => r.year === year,
  );
  const usual = usualLabels(records);
  const curated = (JSON.parse(readFileSync(CURATED, 'utf8')) as { states: PresidentEntry[] }).states;
  const entries: PresidentEntry[] = [];
  const skips: string[] = [];
  let partial = 0;
  for (const r of records) {
    const id = `president-${year}-${r.state.toLowerCase()}`;
    if (REVIEWED_SKIPS[id]) {
      skips.push(`${id}: ${REVIEWED_SKIPS[id]}`);
      continue;
    }
    const s = sections.filter((x) => x.state === r.state);
    if (s.length !== 1) {
      skips.push(`${id}: the Clerk prints ${s.length ? 'this state twice' : 'no elector lines for this state'}`);
      continue;
    }
    const m = matchPresident(r, s[0]!, citation(year, s[0]!.page, s[0]!.pdfPage), usual);
    const where = `p. ${s[0]!.page ?? `PDF ${s[0]!.pdfPage}`}`;
    if ('skip' in m) {
      skips.push(`${id}: ${m.skip}`);
      continue;
    }
    const hand = curated.filter((e) => e.year === year && e.state === r.state);
    if (hand.length) {
      const diffs = hand.flatMap((h) =>
        Object.entries(m.entry.candidates)
          .filter(([n, v]) => n in h.candidates && h.candidates[n] !== v)
          .map(([n, v]) => `${n} curated ${h.candidates[n]} vs Clerk ${v}`),
      );
      skips.push(
        `${id}: a hand-curated entry wins${diffs.length ? ` (differs: ${diffs.join('; ')})` : ' (no difference)'}`,
      );
      continue;
    }
    entries.push(m.entry);
    if (m.left.length) partial++;
    if (m.changes.length) console.log(`CHANGE ${id} (${where}): ${m.changes.join('; ')}`);
    for (const l of m.left) console.log(`LEFT ${id}: ${l}`);
  }
  for (const s of skips) console.log(`SKIP ${s}`);
  console.log(
    `${year}: ${records.length} records, ${entries.length} entries (${partial} leave candidates to the source), ` +
      `${skips.length} skipped`,
  );
  if (!values.write) return;
  mergeIntoTable(
    TABLE,
    'states',
    entries,
    (e) => `${e.year}-${e.state}`,
    (a, b) => a.year - b.year || a.state.localeCompare(b.state),
  );
}

main();

/**
 * Curating tool (not part of the ingest): reads one year of the Clerk's statistics (the `pdftotext -layout` text,
 * path given as an argument, never copied into the repository), matches the selected House records of data/house.json
 * with it and merges the entries into build/curated/certified-house.json. Prints every change and every skip.
 *
 *   npx tsx build/curated/tools/clerk-house/cli.ts --year 2010 --clerk /work/clerk/2010.txt [--select close|all]
 *     [--only house-2010-ar-01-general,...] [--house data/house.json] [--write]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { matchRecord, type HouseEntry, type HouseRecord } from './match.ts';
import { byRecord, mergeIntoTable } from './table.ts';
import { citation, ELECTION_DAY } from './citation.ts';
import { parseClerkHouse } from './parse.ts';

const TABLE = 'build/curated/certified-house.json';

/** Records a review of the Clerk's text set aside: never generated, with the reason (reported by the tool). */
const REVIEWED_SKIPS: Record<string, string> = {
  'house-2006-ct-04-general':
    'a lone "Green 1" line under Maymin (Libertarian): a fusion line of his or a Green write-in, the page does not say',
  'house-2008-la-02-general':
    'a footnote mark glued to the count in the text ("131,318" for footnote 1 and 31,318): not read mechanically',
  'house-2008-la-04-general':
    'a footnote mark glued to the count in the text ("144,151" for footnote 1 and 44,151): not read mechanically',
  'house-2020-ny-01-general':
    "the Clerk's lines (Zeldin 199,763, Goroff 157,484; its recapitulation agrees) differ from the canvass as " +
    'Wikipedia quotes it (205,715 and 169,294, which MEDSL serves) by 17,770 votes in all: unresolved here',
};

interface Served extends HouseRecord {
  state: string;
  district: number;
  stage: string;
  special: boolean;
  rounds: unknown[] | null;
  sources: string[];
  winner_margin: number | null;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      year: { type: 'string' },
      clerk: { type: 'string' },
      select: { type: 'string', default: 'close' },
      only: { type: 'string' },
      write: { type: 'boolean', default: false },
      // The records to match: data/house.json, or (to regenerate an entry) a house.json built without it.
      house: { type: 'string', default: 'data/house.json' },
    },
  });
  const year = Number(values.year);
  if (!ELECTION_DAY[year] || !values.clerk) throw new Error('usage: --year 2000..2022 (even) --clerk FILE');
  const districts = parseClerkHouse(readFileSync(values.clerk, 'utf8'));
  const records = readFileSync(values.house!, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l.replace(/,$/, '')) as Served)
    .filter((r) => r.year === year);
  const only = values.only ? new Set(values.only.split(',')) : null;
  const selected = records.filter((r) =>
    only ? only.has(r.id) : values.select === 'all' || (r.winner_margin !== null && r.winner_margin < 5),
  );
  const entries: HouseEntry[] = [];
  const skips: string[] = [];
  for (const r of selected) {
    // Only MEDSL's November records: Louisiana's all-party primary is its November election (where a district went
    // to a December runoff the Clerk prints the runoff instead, whose candidates do not match); runoffs, specials
    // and contests curated with their own citation (Louisiana, ranked-choice rounds) are left to those citations.
    const november = r.stage === 'general' || (r.state === 'LA' && r.stage === 'jungle_primary');
    const why =
      REVIEWED_SKIPS[r.id] ??
      (!november || r.special
        ? `a ${r.special ? 'special' : r.stage} contest: the Clerk prints the regular November election`
        : r.rounds
          ? 'ranked-choice rounds: the Clerk prints one count per candidate'
          : r.sources.join() !== 'medsl-house-1976-2024'
            ? `figures from ${r.sources.join(', ')}, curated with their own citation`
            : null);
    if (why) {
      skips.push(`${r.id}: ${why}`);
      continue;
    }
    const d = districts.filter((x) => x.state === r.state && x.district === r.district);
    if (d.length !== 1) {
      skips.push(`${r.id}: the Clerk prints ${d.length ? 'this district twice' : 'no lines for this district'}`);
      continue;
    }
    const m = matchRecord(r, d[0]!, citation(year, d[0]!.page, d[0]!.pdfPage));
    if ('skip' in m) skips.push(`${r.id}: ${m.skip}`);
    else {
      entries.push(m.entry);
      if (m.changes.length)
        console.log(`CHANGE ${r.id} (p. ${d[0]!.page ?? `PDF ${d[0]!.pdfPage}`}): ${m.changes.join('; ')}`);
    }
  }
  for (const s of skips) console.log(`SKIP ${s}`);
  console.log(`${year}: ${selected.length} selected, ${entries.length} entries, ${skips.length} skipped`);
  if (!values.write) return;
  mergeIntoTable(TABLE, 'races', entries, byRecord.key, byRecord.order);
}

main();

/**
 * Curating tool (not part of the ingest): reads the Clerk's statistics (the `pdftotext -layout` text of each year,
 * never copied into the repository), matches every November Senate record of data/senate.json with the Clerk's
 * lines and merges the entries into build/curated/certified-senate.json. Prints every change and every skip.
 *
 *   npx tsx build/curated/tools/clerk-house/cli-senate.ts --clerk-dir /work/clerk [--year 2010]
 *     [--only senate-2010-ar-class3-general,...] [--senate data/senate.json] [--write]
 *
 * `--clerk-dir` holds YYYY.txt for the even years 2000-2022.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import certifiedCounts from '../../certified-counts.json' with { type: 'json' };
import { citation, ELECTION_DAY } from './citation.ts';
import { matchRecord, type ContestRecord, type HouseEntry } from './match.ts';
import { byRecord, mergeIntoTable } from './table.ts';
import { parseClerkSenate, type ClerkSenateContest } from './parse-senate.ts';

const TABLE = 'build/curated/certified-senate.json';

/** Records a review of the Clerk's text set aside: never generated, with the reason (reported by the tool). */
const REVIEWED_SKIPS: Record<string, string> = {
  'senate-2006-nj-class1-general':
    "the Clerk's page prints Menendez 58,333, Kean 41,998 (its recapitulation: 101,973 in all), far below the " +
    "state's count (Menendez 1,200,843, Kean 997,775: Wikipedia, '2006 United States Senate election in New " +
    "Jersey', infobox, which the served figures equal): the Clerk's lines are in error here",
  'senate-2020-ga-class2-general':
    "the Clerk prints Ossoff 2,269,923 and Perdue 2,214,979 with footnote 2: 'This vote count is from Georgia's " +
    "January 5, 2021, runoff election', not the November 3 election this record holds",
};

interface Served extends ContestRecord {
  state: string;
  date: string;
  stage: string;
  special: boolean;
  rounds: unknown[] | null;
  sources: string[];
}

/** Records curated by hand with their own citation (certified-counts.json): that entry is kept, never generated. */
const CURATED = new Set(certifiedCounts.races.map((e) => e.record));

const isoDay = (year: number) => new Date(`${ELECTION_DAY[year]} UTC`).toISOString().slice(0, 10);

/** Why a November record gets no entry before its lines are compared, or null. */
function setAside(r: Served): string | null {
  if (REVIEWED_SKIPS[r.id]) return REVIEWED_SKIPS[r.id]!;
  if (CURATED.has(r.id)) return 'curated with its own citation in certified-counts.json';
  if (r.sources.includes('curated-added-contests')) return 'a contest curated with its own citation (added-contests)';
  if (r.rounds) return 'ranked-choice rounds: the Clerk prints one count per candidate';
  return null;
}

/**
 * The Clerk's contest for a record: the one printed for its state when the state has one November record and the
 * Clerk one contest (2010 Delaware's special carries no sub-heading); otherwise the one whose sub-heading marks it
 * special (or not) as the record is. A runoff the Clerk prints (Louisiana 2002, Georgia 2008) is never a November
 * record's.
 */
function contestOf(r: Served, contests: ClerkSenateContest[], stateRecords: number): ClerkSenateContest | string {
  const printed = contests.filter((c) => c.state === r.state && !c.runoff);
  if (printed.length === 1 && stateRecords === 1) return printed[0]!;
  const same = printed.filter((c) => c.special === r.special);
  if (same.length === 1) return same[0]!;
  return `the Clerk prints ${same.length} ${r.special ? 'special' : 'regular'} Senate contests for the state`;
}

function readRecords(file: string): Served[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l.replace(/,$/, '')) as Served);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      'clerk-dir': { type: 'string' },
      year: { type: 'string' },
      only: { type: 'string' },
      write: { type: 'boolean', default: false },
      // The records to match: data/senate.json, or (to regenerate an entry) a senate.json built without it.
      senate: { type: 'string', default: 'data/senate.json' },
    },
  });
  if (!values['clerk-dir']) throw new Error('usage: --clerk-dir DIR (with YYYY.txt) [--year YYYY] [--write]');
  const years = values.year ? [Number(values.year)] : Object.keys(ELECTION_DAY).map(Number);
  const only = values.only ? new Set(values.only.split(',')) : null;
  const all = readRecords(values.senate!);
  const entries: HouseEntry[] = [];
  const skips: string[] = [];
  let selectedCount = 0;
  for (const year of years) {
    if (!ELECTION_DAY[year]) throw new Error(`no Clerk's statistics for ${year}`);
    const contests = parseClerkSenate(readFileSync(`${values['clerk-dir']}/${year}.txt`, 'utf8'));
    // November records only: the general election and Louisiana's (and Georgia's special) all-party November vote.
    const november = all.filter((r) => r.year === year && r.date === isoDay(year) && r.stage !== 'runoff');
    const selected = november.filter((r) => (only ? only.has(r.id) : true));
    selectedCount += selected.length;
    for (const r of selected) {
      const aside = setAside(r);
      const c = contestOf(r, contests, november.filter((x) => x.state === r.state).length);
      if (aside) {
        skips.push(`${r.id}: ${aside}`);
        // A hand-curated entry is kept; where the Clerk's lines differ from what it serves, say so for review.
        if (CURATED.has(r.id) && typeof c !== 'string') {
          const compared = matchRecord(r, c, '');
          if ('entry' in compared && compared.changes.length)
            console.log(`CURATED ${r.id} differs from the Clerk (p. ${c.page}): ${compared.changes.join('; ')}`);
        }
        continue;
      }
      if (typeof c === 'string') {
        skips.push(`${r.id}: ${c}`);
        continue;
      }
      const m = matchRecord(r, c, citation(year, c.page, c.pdfPage), 'the served');
      if ('skip' in m) skips.push(`${r.id}: ${m.skip}`);
      else {
        entries.push(m.entry);
        if (m.changes.length)
          console.log(`CHANGE ${r.id} (p. ${c.page ?? `PDF ${c.pdfPage}`}): ${m.changes.join('; ')}`);
      }
    }
  }
  for (const s of skips) console.log(`SKIP ${s}`);
  console.log(`${years.join(',')}: ${selectedCount} selected, ${entries.length} entries, ${skips.length} skipped`);
  if (!values.write) return;
  mergeIntoTable(TABLE, 'races', entries, byRecord.key, byRecord.order);
}

main();

/**
 * Curating tool (not part of the ingest): reads the Gelman-King year files 1976-1992 and the exceptions file from a
 * directory given as an argument (never copied into the repository), matches them with data/house.json and writes
 * build/curated/house-gelman-king.json. Prints every skip and every disagreement with our figures, for review.
 *
 *   npx tsx build/curated/tools/gelman-king-house/cli.ts --dir /tmp/gk [--house data/house.json] [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TABLE_COMMENT } from './citation.ts';
import { matchYear, type GkEntry, type HouseRecord } from './match.ts';
import { parseExceptions, parseYearFile } from './parse.ts';

const TABLE = 'build/curated/house-gelman-king.json';
const YEARS = [1976, 1978, 1980, 1982, 1984, 1986, 1988, 1990, 1992];

function main(): void {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      house: { type: 'string', default: 'data/house.json' },
      write: { type: 'boolean', default: false },
    },
  });
  if (!values.dir) throw new Error('usage: --dir DIR (holding 1976.asc ... 1992.asc and excepth.asc)');
  const read = (name: string) => readFileSync(join(values.dir!, name), 'utf8');
  const exceptions = parseExceptions(read('excepth.asc'), 'excepth.asc');
  const records = Object.values(JSON.parse(readFileSync(values.house!, 'utf8')) as Record<string, HouseRecord>);
  const entries: GkEntry[] = [];
  for (const year of YEARS) {
    const m = matchYear(year, parseYearFile(read(`${year}.asc`), `${year}.asc`), exceptions, records);
    for (const s of m.skips) console.log(`SKIP ${s}`);
    for (const c of m.coded) console.log(`CODED ${c}`);
    for (const d of m.disagreements) console.log(`DIFF ${d}`);
    console.log(
      `${year}: ${m.entries.length} entries, ${m.skips.length + m.coded.length} skips (${m.coded.length} coded ` +
        `as another party), ${m.disagreements.length} disagreements`,
    );
    entries.push(...m.entries);
  }
  console.log(`total: ${entries.length} entries`);
  if (!values.write) return;
  entries.sort((a, b) => a.record.localeCompare(b.record));
  writeFileSync(TABLE, `${JSON.stringify({ $comment: TABLE_COMMENT, entries }, null, 2)}\n`);
}

main();

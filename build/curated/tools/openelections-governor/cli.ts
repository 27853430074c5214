/**
 * Curating tool (not part of the ingest): sums the OpenElections county files named in contests.ts, read from the
 * fetched git directories (never copied into the repository), reviews them against data/governor.json and writes
 * build/curated/governor-openelections.json. Prints every skipped contest, every difference and every name not ours.
 *
 *   npx tsx build/curated/tools/openelections-governor/cli.ts --mirror /work/.mirror [--cache DIR] [--write]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TABLE_COMMENT } from './citation.ts';
import { COVERED, SKIPPED, type CoveredContest } from './contests.ts';
import { parseOeCsv } from './parse.ts';
import { reviewContest, type GovernorRecord } from './review.ts';
import { sumContestRows } from './sum.ts';

const TABLE = 'build/curated/governor-openelections.json';

/**
 * A file at a commit: from the fetched git directory (<mirror>/<owner>+<name>/repo), else from the cache directory
 * (<cache>/<owner>+<name>/<commit>/<path>) for a file whose commit the snapshot lacks, saved as GitHub serves it.
 */
function readAt(dirs: { mirror: string; cache?: string }, c: CoveredContest, path: string): string {
  const name = c.repo.replace('/', '+');
  const cached = dirs.cache ? join(dirs.cache, name, c.commit, path) : null;
  if (cached && existsSync(cached)) return readFileSync(cached, 'utf8');
  const dir = join(dirs.mirror, name, 'repo');
  return execFileSync('git', ['-C', dir, 'show', `${c.commit}:${path}`], { encoding: 'utf8', maxBuffer: 1 << 30 });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      mirror: { type: 'string' },
      cache: { type: 'string' },
      governor: { type: 'string', default: 'data/governor.json' },
      write: { type: 'boolean', default: false },
    },
  });
  if (!values.mirror) throw new Error('usage: --mirror DIR (holding openelections+openelections-data-XX/repo)');
  const records = JSON.parse(readFileSync(values.governor!, 'utf8')) as GovernorRecord[];
  for (const s of SKIPPED) console.log(`SKIP ${s.record}: ${s.why}`);
  const entries = [];
  for (const c of COVERED) {
    const rows = c.paths.flatMap((p) => parseOeCsv(readAt({ mirror: values.mirror!, cache: values.cache }, c, p), p));
    const sum = sumContestRows(rows, c.offices);
    if (sum.problems.length) {
      console.log(`SKIP ${c.record}: ${sum.problems.join('; ')}`);
      continue;
    }
    const rec = records.find((r) => r.id === c.record);
    if (!rec) throw new Error(`${c.record}: no such record in ${values.governor}`);
    for (const line of reviewContest(rec, sum)) console.log(line);
    const notes = [...(c.provenance ? [c.provenance] : []), ...sum.notes];
    entries.push({
      record: c.record,
      repo: c.repo,
      commit: c.commit,
      paths: c.paths,
      candidates: sum.candidates,
      total: sum.total,
      notes,
    });
    console.log(`OK ${c.record}: ${sum.candidates.length} candidates, total ${sum.total.toLocaleString('en-US')}`);
  }
  console.log(`total: ${entries.length} entries, ${SKIPPED.length} contests skipped`);
  if (!values.write) return;
  entries.sort((a, b) => a.record.localeCompare(b.record));
  writeFileSync(TABLE, `${JSON.stringify({ $comment: TABLE_COMMENT, entries }, null, 2)}\n`);
}

main();

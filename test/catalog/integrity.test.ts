/**
 * Integrity across data/: each corruption a hand could make to a data file fails the load (build and ingest share
 * it), naming the file, the record and the field. The real data/ passes every check.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../build/catalog/files.ts';
import { loadDataset } from '../../build/catalog/load.ts';
import { parseCsv } from '../../build/ingest/core/csv.ts';

const original = Object.fromEntries(DATA_FILES.map((e) => [e.file, readFileSync(join('data', e.file), 'utf8')]));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test mutations of raw JSON
const records = (file: string): any[] => JSON.parse(original[file]!);
const lines = (rs: unknown[]) => `[\n${rs.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;

/** Loads data/ with one file replaced; returns the error message (or null when it loads). */
function loadWith(file: string, text: string): string | null {
  try {
    loadDataset((f) => (f === file ? text : original[f]!));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the real data/', () => {
  it('passes every schema, key, reference and rule', () => {
    expect(() => loadDataset((f) => original[f]!)).not.toThrow();
  });
});

describe('a corrupted data file fails the load, naming file, record and field', () => {
  it('a duplicate Senate record', () => {
    const senate = records('senate.json');
    const i = senate.findIndex((r) => r.year === 2016);
    senate.splice(i + 1, 0, senate[i]);
    expect(loadWith('senate.json', lines(senate))).toMatch(new RegExp(`data/senate.json: record ${i + 1} \\(${senate[i].id}\\), field id: duplicate key`));
  });

  it('a duplicate poll', () => {
    const polls = records('polls-2026.json');
    polls.push(polls[3]);
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(new RegExp(`data/polls-2026.json: record ${polls.length - 1} \\(${polls[3].id}\\), field id: duplicate key`));
  });

  it('a duplicate state', () => {
    const states = records('states.json');
    states.push(states[10]);
    expect(loadWith('states.json', lines(states))).toMatch(/data\/states.json: record 51 \(\w\w\), field abbr: duplicate key/);
  });

  it("candidate votes that do not add up to total_votes", () => {
    const house = records('house.json');
    house[5].candidates[0].votes += 1000;
    const message = loadWith('house.json', lines(house));
    expect(message).toContain(`data/house.json: record 5 (${house[5].id}), field total_votes: ${house[5].total_votes}, but the candidates' votes plus unattributed_votes add up to`);
    expect(message).toContain(`data/house.json: record 5 (${house[5].id}), field candidates.0.pct:`);
  });

  it('a pct that does not match the votes', () => {
    const states = records('president-states.json');
    states[7].candidates[1].pct += 0.5;
    expect(loadWith('president-states.json', lines(states))).toMatch(/data\/president-states.json: record 7 \(\d{4} \w\w\), field candidates.1.pct: .* is /);
  });

  it('an impossible date (2026-02-30)', () => {
    const polls = records('polls-2026.json');
    polls[2].date = '2026-02-30';
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(new RegExp(`data/polls-2026.json: record 2 \\(${polls[2].id}\\), field date: not a calendar date`));
  });

  it('an ev_total that disagrees with the apportionment', () => {
    const states = records('president-states.json');
    const i = states.findIndex((s) => s.year === 2020 && s.state === 'OH');
    states[i].ev_total = 20;
    states[i].electors[0].ev += 2;
    expect(loadWith('president-states.json', lines(states))).toMatch(new RegExp(`data/president-states.json: record ${i} \\(2020 OH\\), field ev_total: 20, but the apportionment gives 18`));
  });

  it('a poll whose race id is not a race', () => {
    const polls = records('polls-2026.json');
    polls[4].raceId = 'zz-sen-2026';
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(new RegExp(`data/polls-2026.json: record 4 \\(${polls[4].id}\\), field raceId: "zz-sen-2026" is not a id in data/races-2026.json`));
  });

  it("a House winner's party that breaks the reconciliation with the Clerk's seat totals (issue 10's check, at build)", () => {
    const house = records('house.json');
    const i = house.findIndex((r) => r.year === 2016 && r.stage === 'general' && r.winner_party === 'democrat');
    house[i].winner_party = 'republican';
    expect(loadWith('house.json', lines(house))).toMatch(/data\/senate.json, data\/house.json.*field \(check\): House seats won per party/);
  });

  it('a truncated ingest-report.json', () => {
    expect(loadWith('ingest-report.json', original['ingest-report.json']!.slice(0, 100))).toMatch(/^data\/ingest-report.json: not valid JSON, perhaps truncated/);
  });

  it('npm run build exits non-zero and leaves dist/ alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'integrity-build-'));
    for (const d of ['build', 'templates', 'data', 'package.json', 'tsconfig.json']) cpSync(d, join(root, d), { recursive: true });
    symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), 'the previous build');
    const polls = records('polls-2026.json');
    polls.push(polls[0]);
    writeFileSync(join(root, 'data/polls-2026.json'), lines(polls));
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(/data\/polls-2026.json: record \d+ \(.*\), field id: duplicate key/);
    expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the previous build');
  });
});

describe('the ingest names the file of a broken CSV', () => {
  it('an unbalanced quote', () => {
    expect(() => parseCsv('results/medsl/1976-2020-senate.csv', 'year,state\n1976,"AL\n1978,AK\n')).toThrow(/^results\/medsl\/1976-2020-senate.csv: not valid CSV: .*quote/i);
  });
});

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
import { loadDataset } from '../../build/catalog/load-dataset.ts';
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
    expect(loadWith('senate.json', lines(senate))).toMatch(
      new RegExp(`data/senate.json: record ${i + 1} \\(${senate[i].id}\\), field id: duplicate key`),
    );
  });

  it('a duplicate poll', () => {
    const polls = records('polls-2026.json');
    polls.push(polls[3]);
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(
      new RegExp(`data/polls-2026.json: record ${polls.length - 1} \\(${polls[3].id}\\), field id: duplicate key`),
    );
  });

  it('a duplicate state', () => {
    const states = records('states.json');
    states.push(states[10]);
    expect(loadWith('states.json', lines(states))).toMatch(
      /data\/states.json: record 51 \(\w\w\), field abbr: duplicate key/,
    );
  });

  it('candidate votes that do not add up to total_votes', () => {
    const house = records('house.json');
    house[5].candidates[0].votes += 1000;
    const message = loadWith('house.json', lines(house));
    expect(message).toContain(
      `data/house.json: record 5 (${house[5].id}), field total_votes: ${house[5].total_votes}, but the candidates' votes plus unattributed_votes add up to`,
    );
    expect(message).toContain(`data/house.json: record 5 (${house[5].id}), field candidates.0.pct:`);
  });

  it('a pct that does not match the votes', () => {
    const states = records('president-states.json');
    states[7].candidates[1].pct += 0.5;
    expect(loadWith('president-states.json', lines(states))).toMatch(
      /data\/president-states.json: record 7 \(\d{4} \w\w\), field candidates.1.pct: .* is /,
    );
  });

  it('an impossible date (2026-02-30)', () => {
    const polls = records('polls-2026.json');
    polls[2].date = '2026-02-30';
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(
      new RegExp(`data/polls-2026.json: record 2 \\(${polls[2].id}\\), field date: not a calendar date`),
    );
  });

  it('an ev_total that disagrees with the apportionment', () => {
    const states = records('president-states.json');
    const i = states.findIndex((s) => s.year === 2020 && s.state === 'OH');
    states[i].ev_total = 20;
    states[i].electors[0].ev += 2;
    expect(loadWith('president-states.json', lines(states))).toMatch(
      new RegExp(
        `data/president-states.json: record ${i} \\(2020 OH\\), field ev_total: 20, but the apportionment gives 18`,
      ),
    );
  });

  it('a poll whose race id is not a race', () => {
    const polls = records('polls-2026.json');
    polls[4].raceId = 'zz-sen-2026';
    expect(loadWith('polls-2026.json', lines(polls))).toMatch(
      new RegExp(
        `data/polls-2026.json: record 4 \\(${polls[4].id}\\), field raceId: "zz-sen-2026" is not a id in data/races-2026.json`,
      ),
    );
  });

  it("a House winner's party that breaks the reconciliation with the Clerk's seat totals (issue 10's check, at build)", () => {
    const house = records('house.json');
    const i = house.findIndex((r) => r.year === 2016 && r.stage === 'general' && r.winner_party === 'democrat');
    house[i].winner_party = 'republican';
    expect(loadWith('house.json', lines(house))).toMatch(
      /data\/senate.json, data\/house.json.*field \(check\): House seats won per party/,
    );
  });

  // Issue 23: derived presidential fields are recomputed and compared, every one.
  const presidential = () => {
    const states = records('president-states.json');
    const i = states.findIndex((s) => s.year === 2020 && s.state === 'GA');
    return { states, i, at: `data/president-states.json: record ${i} \\(2020 GA\\)` };
  };

  it('a state winner who is not the candidate with most votes (a made-up name)', () => {
    const { states, i, at } = presidential();
    states[i].winner = 'Made Up Name';
    expect(loadWith('president-states.json', lines(states))).toMatch(
      new RegExp(`${at}, field winner: "Made Up Name", but the candidate with most votes is "Joe Biden"`),
    );
  });

  it("a candidate's electoral votes changed so the states sum to 539 while the national record says 538", () => {
    const { states, i, at } = presidential();
    states[i].candidates[0].ev += 1;
    const message = loadWith('president-states.json', lines(states));
    expect(message).toMatch(
      new RegExp(`${at}, field candidates.0.ev: 17 for Joe Biden, but the state's electors cast 16 for them`),
    );
  });

  it("a margin that is not dem_pct - rep_pct, and a dem_pct that is not the leading Democrat's share", () => {
    const { states, i, at } = presidential();
    states[i].margin = 5;
    states[i].dem_pct += 1;
    const message = loadWith('president-states.json', lines(states));
    expect(message).toMatch(new RegExp(`${at}, field margin: 5, but dem_pct - rep_pct is`));
    expect(message).toMatch(new RegExp(`${at}, field dem_pct: .*, but the leading Democratic candidate's pct is`));
  });

  it("a flipped that disagrees with the previous election's winner", () => {
    const { states, i, at } = presidential();
    states[i].flipped = false;
    expect(loadWith('president-states.json', lines(states))).toMatch(
      new RegExp(`${at}, field flipped: false, but the previous winner's party was "republican" \\(2016\\)`),
    );
  });

  it("a national winner or candidate's votes that the states do not add up to", () => {
    const national = records('president-national.json');
    const i = national.findIndex((n) => n.year === 2020);
    national[i].winner = 'Donald Trump';
    national[i].candidates[0].votes += 10;
    const message = loadWith('president-national.json', lines(national));
    expect(message).toMatch(
      new RegExp(
        `data/president-national.json: record ${i} \\(2020\\), field winner: "Donald Trump", but the candidate with most electoral votes is "Joe Biden"`,
      ),
    );
    expect(message).toMatch(
      new RegExp(
        `data/president-national.json: record ${i} \\(2020\\), field candidates.0.votes: \\d+ for Joe Biden, but the state records add up to`,
      ),
    );
  });

  it('a missing state is named, not only "electoral votes sum to 535"', () => {
    const states = records('president-states.json').filter((s) => !(s.year === 2020 && s.state === 'DC'));
    expect(loadWith('president-states.json', lines(states))).toMatch(
      /data\/president-states.json: \(no record 2020 DC\), field state: no record for DC in 2020/,
    );
  });

  it('a poll whose results sum to 180%, or name a key that is not one of its candidates', () => {
    const polls = records('polls-2026.json');
    const [a, b] = [polls[6], polls[7]];
    const keys = Object.keys(a.results);
    for (const k of keys) a.results[k] = 180 / keys.length;
    b.results.nobody = 3;
    const message = loadWith('polls-2026.json', lines(polls));
    expect(message).toMatch(
      new RegExp(`data/polls-2026.json: record 6 \\(${a.id}\\), field results: the shares add up to 180%`),
    );
    expect(message).toMatch(
      new RegExp(
        `data/polls-2026.json: record 7 \\(${b.id}\\), field results.nobody: "nobody" is not one of the poll's candidates`,
      ),
    );
  });

  it('a JSON object with a duplicate key (JSON.parse would keep the last value)', () => {
    const states = records('president-states.json');
    const text = lines(states).replace('"winner":"Joe Biden"', '"winner":"Joe Biden","winner":"Joe Biden"');
    const i = states.findIndex((s) => s.winner === 'Joe Biden');
    expect(loadWith('president-states.json', text)).toMatch(
      new RegExp(
        `^data/president-states.json: record ${i} \\(\\d{4} \\w\\w\\), field winner: the key "winner" appears twice in one object`,
      ),
    );
    const polls = lines(records('polls-2026.json')).replace(/"results":\{"(\w+)":(\d+)/, '"results":{"$1":$2,"$1":$2');
    expect(loadWith('polls-2026.json', polls)).toMatch(
      /^data\/polls-2026.json: record 0 \(.*\), field results\.\w+: the key "\w+" appears twice/,
    );
  });

  it('CRLF line ends are refused, deliberately, naming the line', () => {
    expect(loadWith('states.json', original['states.json']!.replace(/\n/g, '\r\n'))).toMatch(
      /^data\/states.json: line 1 ends in CR \(CRLF\)/,
    );
  });

  it('a truncated ingest-report.json', () => {
    expect(loadWith('ingest-report.json', original['ingest-report.json']!.slice(0, 100))).toMatch(
      /^data\/ingest-report.json: not valid JSON, perhaps truncated/,
    );
  });

  const buildCorruptions: [string, string, () => string, RegExp][] = [
    [
      'a duplicate poll',
      'polls-2026.json',
      () => {
        const polls = records('polls-2026.json');
        polls.push(polls[0]);
        return lines(polls);
      },
      /data\/polls-2026.json: record \d+ \(.*\), field id: duplicate key/,
    ],
    [
      'a made-up state winner (it was published to dist/ and the CSV export)',
      'president-states.json',
      () => {
        const states = records('president-states.json');
        states[3].winner = 'Made Up Name';
        return lines(states);
      },
      /data\/president-states.json: record 3 \(\d{4} \w\w\), field winner: "Made Up Name", but the candidate with most votes is/,
    ],
  ];
  it.each(buildCorruptions)(
    'npm run build exits non-zero and leaves dist/ alone: %s',
    (_what, file, corrupt, expected) => {
      const root = mkdtempSync(join(tmpdir(), 'integrity-build-'));
      for (const d of ['build', 'templates', 'data', 'package.json', 'tsconfig.json'])
        cpSync(d, join(root, d), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
      mkdirSync(join(root, 'dist'));
      writeFileSync(join(root, 'dist/index.html'), 'the previous build');
      writeFileSync(join(root, 'data', file), corrupt());
      let status = 0;
      let stderr = '';
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts'], { cwd: root, stdio: 'pipe' });
      } catch (error) {
        status = (error as { status: number }).status;
        stderr = String((error as { stderr: Buffer }).stderr);
      }
      expect(status).toBe(1);
      expect(stderr).toMatch(expected);
      expect(readFileSync(join(root, 'dist/index.html'), 'utf8')).toBe('the previous build');
    },
  );
});

describe('the ingest names the file of a broken CSV', () => {
  it('an unbalanced quote', () => {
    expect(() => parseCsv('results/medsl/1976-2020-senate.csv', 'year,state\n1976,"AL\n1978,AK\n')).toThrow(
      /^results\/medsl\/1976-2020-senate.csv: not valid CSV: .*quote/i,
    );
  });
});

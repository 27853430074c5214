import dates from '../../curated/election-dates.json' with { type: 'json' };
import certifiedJson from '../../curated/certified-governor.json' with { type: 'json' };
import overrides from '../../curated/governor-overrides.json' with { type: 'json' };
import { compareStrings } from '../../schemas/common.ts';
import type { Race } from '../../schemas/results.ts';
import { classifyFteAlt } from '../fivethirtyeight/results.ts';
import { finishAmlaniAlgara, nomineeAliases, readAmlaniAlgara } from './amlani-algara.ts';
import { finishBkl, readBkl } from './barfort-klemmensen-larsen.ts';
import { applyMajorityRules, checkGovernor, crossCheckGovernor } from './checks.ts';
import {
  AA_COUNTY,
  govKey,
  GOVERNOR_SOURCE_IDS,
  WIKI_ALASKA,
  WIKI_US_1976,
  WIKI_US_1978,
  type Origin,
} from './common.ts';
import { applyCertifiedGovernor, CertifiedGovernorFileSchema } from './certified.ts';
import { checkNoDerivedVotes } from './counts.ts';
import { buildEarlyRace, buildWikiRace } from './early.ts';
import { buildFteGovernor, finishFteDates } from './fivethirtyeight.ts';
import { readJacksonjude, type JjFile } from './jacksonjude.ts';
import { buildShareRace, type ShareContext } from './shares.ts';
import { parseAlaskaArticle, parseUsTable, readWiki } from './wiki.ts';
import type { Ledger } from '../core/ledger.ts';
import { linkRunoffs } from '../core/race.ts';
import type { SourceReader } from '../core/sources.ts';

/** Governor source files the ingest does not open, with why (path relative to the sources folder). */
export const GOVERNOR_FILES_NOT_READ: Record<string, string> = {
  [AA_COUNTY]:
    'county-level returns: the state-totals file beside it was built from this file by summing counties (governor/SOURCES.md section 5) and carries every figure the ingest uses (D and R nominees and counts, total by state and year)',
};

const CERTIFIED = CertifiedGovernorFileSchema.parse(certifiedJson);

const STAGE_RANK: Record<Race['stage'], number> = { general: 0, recall: 0, jungle_primary: 0, runoff: 1 };

/** Year, state, first round before runoff, regular before special: the published order. */
function compareGovernorRaces(a: Race, b: Race): number {
  return (
    a.year - b.year ||
    compareStrings(a.state, b.state) ||
    STAGE_RANK[a.stage] - STAGE_RANK[b.stage] ||
    Number(a.special) - Number(b.special) ||
    compareStrings(a.id, b.id)
  );
}

/**
 * Governor races, every even year 1976-2024 (governor/SOURCES.md, "Recommended ingest"):
 * - 1996-2024: FiveThirtyEight, fusion lines summed by politician; 2010 Maine rebuilt from jacksonjude shares;
 * - 1980-1994 and the February 1991 Arizona runoff: jacksonjude's candidates and shares, Amlani-Algara's D and R
 *   counts and total where they agree with the shares; Alaska from the Wikipedia articles;
 * - 1976-1978: Amlani-Algara's D and R counts and total, third parties named by Wikipedia, the rest unattributed;
 *   1978 Alaska from its Wikipedia article;
 * - then certified counts from build/curated/certified-governor.json; no count is ever a share x a total.
 * Then runoffs are linked, Vermont's legislative elections applied, every race cross-checked against the other
 * sources (conflicts to the ledger) and the output checked; every row of every file read is accounted for.
 */
export function buildGovernor(reader: SourceReader, ledger: Ledger): Race[] {
  const jj = readJacksonjude(reader, ledger);
  const aa = readAmlaniAlgara(reader, ledger);
  const bkl = readBkl(reader, ledger);
  const usTables = [WIKI_US_1976, WIKI_US_1978].flatMap((f) => parseUsTable(readWiki(reader, f, ledger)));
  const alaska = new Map(
    WIKI_ALASKA.map((f) => parseAlaskaArticle(readWiki(reader, f, ledger))).map((w) => [w.year, w]),
  );
  const replaced = overrides.fte_replaced;
  const fte = buildFteGovernor(reader, ledger, (y, s) => replaced.some((o) => o.year === y && o.state === s));
  const races: Race[] = [...fte.races];
  const origins = new Map<string, Origin>(fte.origins);
  const add = (built: { race: Race; origin: Origin }) => {
    races.push(built.race);
    origins.set(built.race.id, built.origin);
  };
  const ctx: ShareContext = { ledger, jj, aa, bkl, alaska, aliases: nomineeAliases(aa, fte.races) };

  for (const race of fte.replaced) {
    const why = replaced.find((o) => o.year === race.cycle && o.state === race.state)!.why;
    const contest = jj.contests.get(
      govKey(race.cycle, race.state, race.special, race.stage === 'recall' ? 'recall' : 'general'),
    );
    if (!contest)
      throw new Error(
        `${fte.fte.file}: row ${race.rows[0]!.row}, field "race_id": race ${race.raceId} is to be rebuilt from jacksonjude, which lacks it`,
      );
    const built = buildShareRace(contest, ctx, { race, fte: fte.fte, date: fte.dates.dateOf(race.raceId), why });
    const partial = race.rows
      .filter((r) => r.name || classifyFteAlt(r.alt) === 'unattributed')
      .reduce((s, r) => s + (r.votes ?? 0), 0);
    ledger.conflict({
      record: built.race.id,
      field: 'total_votes',
      chosen: built.race.total_votes,
      chosenSource: GOVERNOR_SOURCE_IDS.jj,
      rejected: partial,
      rejectedSource: GOVERNOR_SOURCE_IDS.fte,
      rule: `curated fte_replaced: ${why}`,
    });
    add(built);
  }
  for (const contest of jj.contests.values()) {
    if (contest.year >= 1980 && contest.year <= 1994) add(buildShareRace(contest, ctx));
  }
  const tables = new Map(usTables.map((w) => [`${w.year}|${w.state}`, w]));
  for (const row of aa.rows.values()) {
    if (row.year === 1976 || row.year === 1978)
      add(buildEarlyRace(row, aa, tables.get(`${row.year}|${row.state}`), ctx.aliases, ledger));
  }
  const ak1978 = alaska.get(1978);
  if (ak1978) add(buildWikiRace(ak1978));
  for (const w of usTables) {
    if (!aa.rows.has(`${w.year}|${w.state}`)) w.ledger.merged(w.line); // 1978 Alaska: its own article is used
  }

  applyCertifiedGovernor(races, CERTIFIED.races, ledger);
  linkRunoffs(races);
  for (const fix of dates.corrections) {
    const r = races.find((x) => x.id === fix.id);
    if (!r) throw new Error(`build/curated/election-dates.json: ${fix.id} matches no governor race`);
    ledger.correction({ record: r.id, field: 'date', old: r.date, new: fix.date, source: fix.source, reason: fix.why });
    r.date = fix.date;
    r.notes.push(`Date corrected to ${fix.date} (see /api/corrections): ${fix.why}.`);
  }
  for (const r of races.filter((x) => x.stage === 'runoff')) {
    r.notes.push(
      `Runoff of ${r.date}, held because no candidate won a majority in the ${r.year} general election; listed with the ${r.year} elections.`,
    );
  }
  applyMajorityRules(races, origins);
  crossCheckGovernor(races, { ledger, jj, aa, bkl });
  finishJacksonjude(jj);
  finishAmlaniAlgara(aa);
  finishBkl(bkl);
  finishFteDates(fte.dates, fte.fte);
  checkGovernor(races, origins);
  const derived = checkNoDerivedVotes(races);
  if (!derived.passed) throw new Error(`${derived.name}: ${derived.details.join('; ')}`);
  return races.sort(compareGovernorRaces);
}

function finishJacksonjude(jj: JjFile): void {
  for (const c of jj.contests.values()) {
    for (const r of c.rows)
      if (!jj.ledger.disposition(r.row)) jj.ledger.excluded(r.row, 'no published race for this state and year');
  }
}

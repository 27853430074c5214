/**
 * Issue 18, deliverable 4: sets `verification` on every contest record (president by state, Senate, House,
 * governor) from the second-look tallies of the sources independent of the one its figures came from. The compare
 * logic is core/verification.ts; this module gathers the tallies, the certified records and the source lineage,
 * accounts for the new sources' rows, and lists every disagreement in the ledger's conflicts.
 */
import registry from '../curated/sources.json' with { type: 'json' };
import knownErrorsJson from '../curated/verification-known-errors.json' with { type: 'json' };
import { z } from 'zod';
import type { StateCode } from '../schemas/common.ts';
import type { PresidentStateResult, Race } from '../schemas/results.ts';
import type { FileLedger, Ledger } from './core/ledger.ts';
import { raceId } from './core/race.ts';
import type { SourceReader } from './core/sources.ts';
import {
  compareTally,
  verifyContest,
  type ContestTally,
  type KnownError,
  type RecordFigures,
} from './core/verification.ts';
import { readFteTallies, type FteTallyRace } from './fivethirtyeight/tallies.ts';
import { readAmlaniAlgara } from './governor/amlani-algara.ts';
import { FTE_GOVERNOR } from './governor/common.ts';
import { readOpenElectionsGovernor } from './governor/openelections.ts';
import { readGelmanKingHouse } from './house/gelman-king.ts';
import { readAaPresident } from './president/aa-county.ts';
import { FTE_PRESIDENT } from './president/recover.ts';
import { readAaSenate } from './senate/aa-county.ts';
import { FTE_SENATE } from './senate/build.ts';
import { readMedslSenateCounty2024 } from './senate/medsl-county-2024.ts';

/** A curated table of certified figures and the record ids it set (its entries cite the certifying office). */
export interface CertifiedTable {
  /** The /api/sources id of the table. */
  source: string;
  records: string[];
}

/**
 * Every record whose figures a curated certified table set, with the table's source id. The integrator adds a
 * table here (e.g. the governor helper's certified counts) by passing one more CertifiedTable from run.ts.
 */
export function collectCertifiedRecords(tables: CertifiedTable[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of tables) for (const id of t.records) if (!out.has(id)) out.set(id, t.source);
  return out;
}

const KnownErrorsSchema = z.object({
  $comment: z.string(),
  errors: z.array(
    z.object({ source: z.string(), records: z.array(z.string()).min(1), why: z.string().min(1) }).strict(),
  ),
});

/** The registry's lineage: which sources each source copies or cites (build/curated/sources.json derived_from). */
export function registryLineage(source: string): string[] {
  const entry = registry.sources.find((s) => s.id === source) as { derived_from?: { id: string }[] } | undefined;
  return (entry?.derived_from ?? []).map((d) => d.id);
}

type Sourced = { ledger: FileLedger | null; contests: ContestTally[] };

const fteStage = (stage: string) => (stage === 'jungle primary' ? 'jungle_primary' : stage) as Race['stage'];

/** FiveThirtyEight tallies as contest tallies: a January runoff may be filed under the next cycle. */
function fteContests(races: FteTallyRace[], office: 'senate' | 'governor' | 'president'): ContestTally[] {
  return races.map((r) => {
    const years = r.cycle % 2 ? [r.cycle - 1, r.cycle] : [r.cycle];
    const ids =
      office === 'president'
        ? [`president-${r.cycle}-${r.state.toLowerCase()}`]
        : years.map((year) =>
            raceId({
              office,
              year,
              state: r.state as StateCode,
              district: null,
              seatClass: office === 'senate' ? r.seatClass : null,
              special: r.special,
              stage: fteStage(r.stage),
            }),
          );
    return { ids, rows: [], tally: r.tally, unmatched: '' };
  });
}

/** Amlani-Algara governor state totals (already accounted by the governor ingest) as contest tallies. */
function aaGovernorContests(reader: SourceReader, ledger: Ledger): ContestTally[] {
  return [...readAmlaniAlgara(reader, ledger).rows.values()].map((r) => ({
    ids: [false, true].map((special) =>
      raceId({
        office: 'governor',
        year: r.year,
        state: r.state,
        district: null,
        seatClass: null,
        special,
        stage: 'general',
      }),
    ),
    rows: [],
    unmatched: '',
    tally: {
      source: 'amlani-algara-governor-state',
      scope: 'dem_rep',
      candidates: [
        ...(r.dem ? [{ name: r.dem, party: 'democrat' as const, votes: r.demVotes }] : []),
        ...(r.rep ? [{ name: r.rep, party: 'republican' as const, votes: r.repVotes }] : []),
      ],
      total: r.total,
      derivedFrom: [],
    },
  }));
}

/** Every second-look source, read (the new files through the ledger). */
export function readSecondLooks(reader: SourceReader, ledger: Ledger): Sourced[] {
  const medslPresident = (cycle: number) => (cycle <= 2020 ? 'medsl-president-1976-2020' : 'medsl-president-2024');
  const medslSenate = (cycle: number) =>
    cycle <= 2020 ? 'medsl-senate-1976-2020' : cycle === 2024 ? 'medsl-senate-2024' : null;
  return [
    readAaPresident(reader, ledger),
    readAaSenate(reader, ledger),
    readMedslSenateCounty2024(reader, ledger),
    {
      ledger: null,
      contests: fteContests(readFteTallies(reader, FTE_PRESIDENT, 'fte-president', medslPresident), 'president'),
    },
    { ledger: null, contests: fteContests(readFteTallies(reader, FTE_SENATE, 'fte-senate', medslSenate), 'senate') },
    {
      ledger: null,
      contests: fteContests(
        readFteTallies(reader, FTE_GOVERNOR, 'fte-governor', () => null),
        'governor',
      ),
    },
    { ledger: null, contests: aaGovernorContests(reader, ledger) },
    { ledger: null, contests: readGelmanKingHouse() },
    { ledger: null, contests: readOpenElectionsGovernor() },
  ];
}

const presidentFigures = (r: PresidentStateResult): RecordFigures => ({
  id: `president-${r.year}-${r.state.toLowerCase()}`,
  sources: r.sources,
  candidates: r.candidates,
  total: r.total_votes,
  winner: r.winner,
});
const raceFigures = (r: Race): RecordFigures => ({
  id: r.id,
  sources: r.sources,
  candidates: r.candidates,
  total: r.total_votes,
  winner: r.winner,
});

/**
 * Sets `verification` on every record and returns nothing: the statuses are a function of the records' current
 * figures, so run it after every correction. Rows of the new sources are marked used when their contest is
 * published, else excluded with the reader's reason.
 */
export function verifyRecords(
  records: { presidentStates: PresidentStateResult[]; senate: Race[]; house: Race[]; governor: Race[] },
  secondLooks: Sourced[],
  certified: Map<string, string>,
  ledger: Ledger,
  notCertified: Map<string, { candidates: string[]; unattributed: number }> = new Map(),
): void {
  const figures = new Map<string, RecordFigures>();
  const targets = new Map<string, { verification: PresidentStateResult['verification'] }>();
  for (const r of records.presidentStates)
    (figures.set(presidentFigures(r).id, presidentFigures(r)), targets.set(presidentFigures(r).id, r));
  for (const r of [...records.senate, ...records.house, ...records.governor])
    (figures.set(r.id, raceFigures(r)), targets.set(r.id, r));

  const tallies = new Map<string, ContestTally['tally'][]>();
  for (const { ledger: fileLedger, contests } of secondLooks) {
    for (const c of contests) {
      const existing = c.ids.filter((id) => figures.has(id));
      // Of the ids a contest may be, the first whose candidates the tally's names match (else the first that exists).
      const id = existing.find((x) => compareTally(figures.get(x)!, c.tally).comparable) ?? existing[0];
      for (const row of c.rows) id ? fileLedger?.used(row) : fileLedger?.excluded(row, c.unmatched);
      if (id) tallies.set(id, [...(tallies.get(id) ?? []), c.tally]);
    }
  }
  const known: KnownError[] = KnownErrorsSchema.parse(knownErrorsJson).errors.flatMap((e) =>
    e.records.map((record) => ({ source: e.source, record, why: e.why })),
  );
  const usedKnown = new Set<string>();
  for (const [id, rec] of figures) {
    const out = verifyContest({
      record: rec,
      tallies: tallies.get(id) ?? [],
      certifiedBy: certified.get(id) ?? null,
      notCertified: notCertified.get(id),
      lineage: registryLineage,
      knownErrors: known.filter((k) => k.record === id),
    });
    targets.get(id)!.verification = out.verification;
    if (out.verification.status === 'resolved' || out.verification.status === 'certified')
      for (const s of out.verification.sources) usedKnown.add(`${s}|${id}`);
    for (const d of out.disagreements) {
      ledger.conflict({
        record: id,
        field: `verification: ${d.field}`,
        chosen: d.ours,
        chosenSource: out.verification.sources[0]!,
        rejected: d.theirs,
        rejectedSource: d.source,
        rule: d.rule,
      });
    }
  }
  // An entry that settles no disagreement is stale (the source now agrees, or the record changed): say so loudly.
  const stale = known.filter((k) => !usedKnown.has(`${k.source}|${k.record}`));
  if (stale.length)
    throw new Error(
      `build/curated/verification-known-errors.json: no disagreement left for ${stale.map((k) => `${k.source} ${k.record}`).join(', ')}; remove the entry`,
    );
}

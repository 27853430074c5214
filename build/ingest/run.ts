import { z } from 'zod';
import registry from '../curated/sources.json' with { type: 'json' };
import { IngestReportSchema } from '../schemas/report.ts';
import { runChecks } from './core/checks.ts';
import {
  checkNameForms,
  checkSeatCandidateSpellings,
  checkSeatNameConsistency,
  type NameVariant,
} from './core/name-checks.ts';
import { checkWriteInLabels } from './core/write-in-labels.ts';
import { checkCopiedFigures } from './core/copied-figures.ts';
import { checkTransposedNames, type NameSpelling } from './core/transposed-names.ts';
import nameVariants from '../curated/name-variants.json' with { type: 'json' };
import nameSpellings from '../curated/name-spellings.json' with { type: 'json' };
import { applyDirectoryNames } from './core/winner-names.ts';
import { checkEncoding } from './core/text.ts';
import { checkPartyLabelCoverage } from './core/party-coverage.ts';
import { runFidelityChecks } from './core/fidelity.ts';
import { applyCertifiedCounts } from './core/certified.ts';
import { readElectoral } from './president/electoral.ts';
import { buildGovernor, GOVERNOR_FILES_NOT_READ } from './governor/build.ts';
import { buildHouse } from './house/build.ts';
import { applyCertifiedHouse, CERTIFIED_HOUSE_SOURCE, certifiedHouse } from './house/certified.ts';
import { applyCertifiedSenate, CERTIFIED_SENATE_SOURCE, certifiedSenate } from './senate/certified.ts';
import { checkHouseWinnersSeated, houseMembersByCongress } from './house/seated.ts';
import { buildMemberIds, MEMBER_FILES_NOT_READ } from './members/build.ts';
import houseSeatedExceptions from '../curated/house-seated-exceptions.json' with { type: 'json' };
import { Ledger } from './core/ledger.ts';
import { build2026, FILES_NOT_READ_2026 } from './cycle2026/build.ts';
import { buildResults2026 } from './results2026/medsl.ts';
import { buildPresidentNational } from './president/national.ts';
import { buildPresidentStates, readPresidentRows } from './president/state-results.ts';
import { DATA_FILES } from '../catalog/files.ts';
import { CROSS_RULES } from '../catalog/cross-rules.ts';
import { validateDataFiles } from '../catalog/load.ts';
import { serializeRecords } from '../catalog/records.ts';
import { buildSenate } from './senate/build.ts';
import { checkSpecialsPublished, readAaSpecials } from './senate/aa-specials.ts';
import { applyCandidacyParties, checkCandidacyParties, checkPartyLabelRule } from './core/party-rule.ts';
import { recordSenateOverrides } from './senate/corrections.ts';
import type { SourceReader } from './core/sources.ts';
import { buildStates } from './president/states.ts';
import { readFtePresident, recoverNamedCandidates } from './president/recover.ts';
import { applyCertifiedStates, CERTIFIED_PRESIDENT_CLERK_SOURCE } from './president/certified.ts';
import {
  checkPresidentNomineesAgainstSecondSource,
  checkPresidentStatesAgainstSecondSource,
} from './president/crosscheck.ts';
import nomineesJson from '../curated/nominees.json' with { type: 'json' };
import { CERTIFIED_GOVERNOR_SOURCE } from './governor/certified.ts';
import {
  certifiedCounts,
  certifiedCountsFor,
  certifiedGovernorRecords,
  certifiedClerkStates,
  certifiedStates,
  curatedCertifiedFigures,
} from './certified-tables.ts';
import { collectCertifiedRecords, readSecondLooks, verifyRecords } from './verify.ts';
import { candidatesNotCertified, checkCertifiedFiguresServed, type ServedFigures } from './core/certified-check.ts';
import { presidentStateId } from './core/plausibility.ts';
import { unregisteredSourceIds } from './core/source-ids.ts';
import type { StateCode } from '../schemas/common.ts';
import { buildPollHistory, pollHistoryFiles } from './polls-history/build.ts';

/** Files in ../shared/sources the ingest does not read, each with the reason. */
const FILES_NOT_READ: Record<string, string> = {
  ...GOVERNOR_FILES_NOT_READ,
  ...FILES_NOT_READ_2026,
  ...MEMBER_FILES_NOT_READ,
};

/** The data files the ingest writes, by name under data/. */
export type IngestFiles = Record<string, string>;

/**
 * The whole ingest as a pure function of the sources: read, normalize, check, validate, serialize.
 * Throws (naming file, row and field) on bad input or a failed reconciliation check; writes nothing itself.
 */
export function runIngest(reader: SourceReader): { files: IngestFiles; report: z.infer<typeof IngestReportSchema> } {
  const ledger = new Ledger();
  const electoral = readElectoral(reader, ledger);
  const presidentRows = readPresidentRows(reader, ledger);
  const states = buildStates(presidentRows);
  const presidentStates = buildPresidentStates(presidentRows, ledger, electoral);
  const ftePresident = readFtePresident(reader, ledger);
  recoverNamedCandidates(presidentStates, ftePresident, ledger);
  applyCertifiedStates(presidentStates, certifiedStates.states, ledger);
  applyCertifiedStates(presidentStates, certifiedClerkStates, ledger, 'build/curated/certified-president-clerk.json');
  const presidentNational = buildPresidentNational(presidentStates);
  // The House is read first: its blank-ballot state-years (core/blank-lumps.ts) also class the Senate's unnamed lines.
  let houseBlank = new Map<string, number>();
  const house = buildHouse(reader, ledger, (found) => (houseBlank = found));
  const senate = buildSenate(reader, ledger, houseBlank);
  applyCertifiedCounts(senate, certifiedCountsFor('senate'), ledger);
  recordSenateOverrides(senate, ledger);
  applyDirectoryNames(senate, ledger);
  applyDirectoryNames(house, ledger);
  const governor = buildGovernor(reader, ledger);
  for (const races of [senate, house, governor]) applyCandidacyParties(races, ledger);
  applyCertifiedHouse(house, ledger); // the Clerk's counts, keyed by the served (directory) names
  applyCertifiedSenate(senate, ledger); // likewise
  // House contests certified from cited pages, for years no readable copy of the Clerk's statistics covers.
  applyCertifiedCounts(house, certifiedCountsFor('house'), ledger);
  const y2026 = build2026(reader, ledger);
  // MEDSL's official 2026 returns, once a mirror has them (results2026/): none today, so nothing is added.
  const results2026 = buildResults2026(
    reader,
    ledger,
    (state) => y2026.races.find((r) => r.office === 'senate' && r.special && r.state === state)?.seat_class ?? null,
  );
  for (const [races, added] of [
    [senate, results2026.senate],
    [house, results2026.house],
    [governor, results2026.governor],
  ] as const) {
    applyCandidacyParties(added, ledger);
    races.push(...added);
  }
  const aaSpecials = readAaSpecials(reader, ledger);
  // The second look comes last: its statuses are a function of the records' final figures.
  const certified = collectCertifiedRecords([
    { source: 'curated-certified-counts', records: certifiedCounts.races.map((r) => r.record) },
    {
      source: 'curated-certified-president-states',
      records: certifiedStates.states.map((s) => presidentStateId({ year: s.year, state: s.state as StateCode })),
    },
    {
      source: CERTIFIED_PRESIDENT_CLERK_SOURCE,
      records: certifiedClerkStates.map((s) => presidentStateId({ year: s.year, state: s.state as StateCode })),
    },
    {
      source: 'curated-added-contests',
      records: senate.filter((r) => r.sources.includes('curated-added-contests')).map((r) => r.id),
    },
    // A governor record is certified only when every candidate has a count and the total is known; candidates the
    // cited canvass does not give keep the source's counts, which the record's verification note names.
    { source: CERTIFIED_GOVERNOR_SOURCE, records: certifiedGovernorRecords(governor) },
    { source: CERTIFIED_HOUSE_SOURCE, records: certifiedHouse.races.map((r) => r.record) },
    { source: CERTIFIED_SENATE_SOURCE, records: certifiedSenate.races.map((r) => r.record) },
  ]);
  const servedFigures = new Map<string, ServedFigures>([
    ...presidentStates.map((r) => [presidentStateId(r), r] as const),
    ...[...senate, ...house, ...governor].map((r) => [r.id, r] as const),
  ]);
  verifyRecords(
    { presidentStates, senate, house, governor },
    readSecondLooks(reader, ledger),
    certified,
    ledger,
    candidatesNotCertified(curatedCertifiedFigures(), servedFigures),
  );
  const members = buildMemberIds(reader, ledger, [...senate, ...house]);
  const houseMembers = houseMembersByCongress(members.congress);
  const pollHistory = buildPollHistory(reader, ledger, { presidentStates, presidentNational, senate, house, governor });
  ledger.assertComplete();

  const read = new Set(Object.keys(ledger.accounts()));
  const unexplained = reader.list().filter((f) => !read.has(f) && !(f in FILES_NOT_READ));
  if (unexplained.length)
    throw new Error(`source files neither read nor listed as not read: ${unexplained.join(', ')}`);
  const unknownIds = unregisteredSourceIds(
    [...presidentStates, ...senate, ...house, ...governor, ...y2026.races, ...y2026.polls, ...y2026.ratingHistory],
    registry.sources.map((s) => s.id),
  );
  if (unknownIds.length)
    throw new Error(`records cite source ids missing from curated/sources.json: ${unknownIds.join(', ')}`);

  const fidelity = runFidelityChecks({ presidentStates, presidentNational, senate, house, governor });
  const crossCheck = checkPresidentStatesAgainstSecondSource(
    presidentStates,
    ftePresident.rows,
    certifiedStates.unresolved,
  );
  // Presidential state results as the record-level checks see them: their published id and candidates.
  const presidentRecords = presidentStates.map((r) => ({ id: presidentStateId(r), candidates: r.candidates }));
  const checks = [
    ...runChecks({ presidentStates, presidentNational, senate, house, governor }),
    ...fidelity.checks,
    crossCheck,
    checkPresidentNomineesAgainstSecondSource(
      presidentStates,
      ftePresident.rows,
      nomineesJson as unknown as Record<string, Record<string, string>>,
      certifiedStates.nominee_differences,
      [...certifiedStates.states, ...certifiedClerkStates],
    ),
    checkHouseWinnersSeated(house, houseMembers, houseSeatedExceptions.exceptions),
    ...members.checks,
    checkNameForms([...senate, ...house, ...governor]),
    checkSeatNameConsistency([...senate, ...house]),
    checkSeatCandidateSpellings([...senate, ...house], nameVariants.variants as NameVariant[]),
    checkTransposedNames(
      [...presidentRecords, ...senate, ...house, ...governor],
      nameSpellings.names as NameSpelling[],
    ),
    checkPartyLabelCoverage(reader),
    checkPartyLabelRule(),
    checkSpecialsPublished(
      senate,
      aaSpecials,
      senate.filter((r) => r.special && r.sources.includes('curated-added-contests')).map((r) => r.id),
    ),
    checkCandidacyParties([...senate, ...house, ...governor]),
    checkWriteInLabels([...senate, ...house, ...governor]),
    checkCopiedFigures([presidentRecords, senate, house, governor]),
    checkCertifiedFiguresServed(curatedCertifiedFigures(), servedFigures),
    checkEncoding({
      'data/states.json': states,
      'data/president-states.json': presidentStates,
      'data/president-national.json': presidentNational,
      'data/senate.json': senate,
      'data/house.json': house,
      'data/governor.json': governor,
      'data/races-2026.json': y2026.races,
      'data/polls-2026.json': y2026.polls,
      'data/pollsters.json': y2026.pollsters,
      'data/ratings-2026.json': y2026.ratings,
      // A correction's `old` quotes the source verbatim, damage included: that is its purpose.
      'data/corrections.json': ledger.corrections().map(({ old: _old, ...rest }) => rest),
    }),
    ...y2026.checks,
    pollHistory.check,
  ];
  const failed = checks.filter((c) => !c.passed);
  if (failed.length)
    throw new Error(
      `reconciliation checks failed:\n${failed.map((c) => `- ${c.name}: ${c.details.join('; ')}`).join('\n')}`,
    );

  const report = IngestReportSchema.parse({
    files: ledger.accounts(),
    files_not_read: Object.fromEntries(Object.entries(FILES_NOT_READ).filter(([f]) => reader.list().includes(f))),
    counts: {
      states: states.length,
      president_state_results: presidentStates.length,
      president_national_results: presidentNational.length,
      senate_races: senate.length,
      house_races: house.length,
      governor_races: governor.length,
      races_2026: y2026.races.length,
      polls_2026: y2026.polls.length,
      pollsters: y2026.pollsters.length,
      ratings_2026: y2026.ratings.length,
      rating_history_2026: y2026.ratingHistory.length,
      poll_history: pollHistory.records.length,
    },
    checks,
    reconciliation: fidelity.reconciliation,
    conflicts: ledger.conflicts,
  });
  // The same catalog, schemas and integrity checks as the build, before anything is written.
  const { records, documents } = validateDataFiles(
    {
      'states.json': states,
      'president-states.json': presidentStates,
      'president-national.json': presidentNational,
      'senate.json': senate,
      'house.json': house,
      'governor.json': governor,
      'races-2026.json': y2026.races,
      'polls-2026.json': y2026.polls,
      'pollsters.json': y2026.pollsters,
      'ratings-2026.json': y2026.ratings,
      'ratings-2026-history.json': y2026.ratingHistory,
      'corrections.json': ledger.corrections(),
      ...pollHistoryFiles(pollHistory.records),
      'ingest-report.json': report,
    },
    DATA_FILES,
    CROSS_RULES,
  );
  const files: IngestFiles = Object.fromEntries(
    DATA_FILES.map((e) => [
      e.file,
      e.kind === 'records' ? serializeRecords(records[e.file]!) : `${JSON.stringify(documents[e.file], null, 2)}\n`,
    ]),
  );
  return { files, report };
}

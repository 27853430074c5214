/**
 * Poll groups (one per poll, see polls-dedupe.ts) -> published Poll records: stable ids, display names of the
 * candidates, sponsor and partisanship (polls-sponsors.ts), the pollster's grade, and the hypothetical tag.
 * A matchup is hypothetical when its fieldwork began before the race's nominees were settled (the race's
 * nomination date, races-primaries.ts) or when it pairs a candidate who is not the party's known nominee
 * (Platner in Maine, Stevens in Michigan, Hong in Wisconsin). Hypothetical polls are kept, tagged.
 */
import { compareStrings } from '../../schemas/common.ts';
import type { Grade, Poll, Race2026 } from '../../schemas/polls.ts';
import type { Ledger } from '../core/ledger.ts';
import { applyMerges, type PollGroup } from './polls-dedupe.ts';
import { GENERIC_RACE, parseMarginOfError, slugify, surnameSlug, type Origin } from './common.ts';
import { sponsorOf } from './polls-sponsors.ts';
import type { AliasEntry } from './pollsters.ts';
import type { Nomination } from './races-primaries.ts';
import { fullName, type Confirmation } from './races-nominees.ts';

const PARTY_WORD = { D: 'Democratic', R: 'Republican' } as const;

/** When fieldwork began (the publication date when the start is unknown) vs the nomination date. */
const begun = (g: PollGroup) => g.kept.startDate ?? g.kept.endDate;

/** Throws naming the poll's row when a polled race has no nomination date (curate one). */
function nominationOf(g: PollGroup, nominations: Map<string, Nomination>): Nomination {
  const nom = nominations.get(g.kept.raceId);
  if (!nom)
    throw new Error(
      `${g.kept.file}: row ${g.kept.row}, field "state": no nomination date for ${g.kept.raceId}; add one to build/curated/2026-nominations.json`,
    );
  return nom;
}

/** Post-nomination poll sides, the evidence that confirms an inferred nominee. */
export function confirmationsOf(groups: PollGroup[], nominations: Map<string, Nomination>): Confirmation[] {
  const out: Confirmation[] = [];
  for (const g of groups) {
    if (g.kept.raceId === GENERIC_RACE || begun(g) < nominationOf(g, nominations).date) continue;
    const key = `${g.kept.file}#${g.kept.row}`;
    out.push({
      raceId: g.kept.raceId,
      party: 'D',
      slug: surnameSlug(g.kept.dem.name),
      pollKey: key,
      source: g.kept.source,
    });
    out.push({
      raceId: g.kept.raceId,
      party: 'R',
      slug: surnameSlug(g.kept.rep.name),
      pollKey: key,
      source: g.kept.source,
    });
  }
  return out;
}

export interface RecordContext {
  entryOf: (raw: string) => AliasEntry;
  gradeOf: (pollster: string) => Grade | null;
  nominations: Map<string, Nomination>;
  races: Map<string, Race2026>;
  knownNames: Map<string, Map<string, string>>;
  ledger: Ledger;
}

/** Base id "race-date-pollster"; a clash adds the matchup (two questions of one poll) or the start date. */
function assignIds(groups: PollGroup[]): string[] {
  const base = groups.map((g) => `${g.kept.raceId}-${g.kept.endDate}-${slugify(g.kept.pollster)}`);
  const count = new Map<string, number>();
  for (const b of base) count.set(b, (count.get(b) ?? 0) + 1);
  const ids = groups.map((g, i) => {
    if (count.get(base[i]!) === 1) return base[i]!;
    return g.kept.raceId === GENERIC_RACE
      ? `${base[i]}-from-${g.kept.startDate ?? 'unknown'}`
      : `${base[i]}-${surnameSlug(g.kept.dem.name)}-${surnameSlug(g.kept.rep.name)}`;
  });
  const seen = new Map<string, PollGroup>();
  ids.forEach((id, i) => {
    const other = seen.get(id);
    if (other)
      throw new Error(
        `${groups[i]!.kept.file}: row ${groups[i]!.kept.row}: poll id ${id} is also the id of ${other.kept.file} row ${other.kept.row}`,
      );
    seen.set(id, groups[i]!);
  });
  return ids;
}

/** The published field a source column becomes, and the cell's value as the record has it. */
const FIELD_OF: Record<string, (slugs: { dem: string; rep: string }) => string> = {
  population: () => 'population',
  n: () => 'sampleSize',
  dem_pct: (s) => `results.${s.dem}`,
  rep_pct: (s) => `results.${s.rep}`,
  margin_of_error: () => 'marginOfError',
};
const valueOf = (column: string, cell: string): string | number | null =>
  cell === '' ? null : column === 'population' ? cell.toLowerCase() : Number(cell);

/** Curated cell fixes -> /api/corrections entries and one note per distinct reason. */
function recordCellFixes(
  k: PollGroup['kept'],
  id: string,
  slugs: { dem: string; rep: string },
  ledger: Ledger,
): string[] {
  const reasons = new Set<string>();
  for (const c of k.cellFixes ?? []) {
    const field = FIELD_OF[c.column];
    if (c.column === 'margin_of_error') {
      ledger.correction({
        record: id,
        field: 'marginOfError',
        old: k.sourceNote ? parseMarginOfError(k.sourceNote) : null,
        new: null,
        source: c.source,
        reason: c.reason,
      });
      reasons.add(c.reason);
      continue;
    }
    if (!field)
      throw new Error(
        `${k.file}: row ${k.row}, field "${c.column}": build/curated/2026-poll-fixes.json may not set this column`,
      );
    ledger.correction({
      record: id,
      field: field(slugs),
      old: valueOf(c.column, c.old),
      new: valueOf(c.column, c.new),
      source: c.source,
      reason: c.reason,
    });
    reasons.add(c.reason);
  }
  return [...reasons].map((r) => `Corrected (see /api/corrections): ${r}.`);
}

function candidateName(ctx: RecordContext, raceId: string, surname: string): string {
  return ctx.knownNames.get(raceId)?.get(surnameSlug(surname)) ?? fullName(raceId, surname).name;
}

export function buildPollRecords(
  groups: PollGroup[],
  ctx: RecordContext,
): { polls: Poll[]; origins: Map<string, Origin> } {
  const ids = assignIds(groups);
  const origins = new Map<string, Origin>();
  const polls = groups.map((g, i): Poll => {
    const id = ids[i]!;
    const k = g.kept;
    origins.set(id, { file: k.file, row: k.row, ...(k.sourceNote ? { note: k.sourceNote } : {}) });
    const notes = [...k.notes, ...applyMerges(g, id, ctx.ledger)];
    const rows = [k, ...g.merged];
    const sponsorRaw = rows.find((r) => r.sponsorRaw !== null)?.sponsorRaw ?? null;
    const inName =
      rows.map((r) => ctx.entryOf(r.pollsterRaw).sponsor_in_name?.[r.pollsterRaw]).find((s) => s !== undefined) ?? null;
    const sp = sponsorOf(sponsorRaw, inName, `${k.file}: row ${k.row}`);
    if (sp.partisan !== null) notes.push(`Partisan poll: sponsored by ${sp.sponsor} (${sp.entry!.kind}).`);
    if (k.sourcePartisan !== null && k.sourcePartisan !== sp.partisan) {
      notes.push(
        `The source flags this poll ${k.sourcePartisan}; partisan follows the sponsor only (${sp.sponsor ? `${sp.sponsor}: ${sp.entry!.kind}` : 'no sponsor'}), so it is ${sp.partisan ?? 'null'}.`,
      );
    }

    const generic = k.raceId === GENERIC_RACE;
    const demSlug = generic ? 'dem' : surnameSlug(k.dem.name);
    const repSlug = generic ? 'rep' : surnameSlug(k.rep.name);
    const candidates: Poll['candidates'] = generic
      ? [
          { slug: 'dem', name: 'Democratic candidate', party: 'D' },
          { slug: 'rep', name: 'Republican candidate', party: 'R' },
        ]
      : [
          { slug: demSlug, name: candidateName(ctx, k.raceId, k.dem.name), party: 'D' },
          { slug: repSlug, name: candidateName(ctx, k.raceId, k.rep.name), party: 'R' },
        ];

    let hypothetical = false;
    if (!generic) {
      const nom = nominationOf(g, ctx.nominations);
      if (begun(g) < nom.date) {
        hypothetical = true;
        notes.push(
          `Hypothetical: fieldwork began ${begun(g)}, before the nominees were settled on ${nom.date} (${nom.from}).`,
        );
      }
      const race = ctx.races.get(k.raceId);
      for (const c of candidates) {
        const nominee = race?.nominees.find((n) => n.party === c.party);
        if (nominee && nominee.slug !== c.slug) {
          hypothetical = true;
          notes.push(
            `Hypothetical: ${c.name} is not the ${PARTY_WORD[c.party as 'D' | 'R']} nominee (${nominee.name}).`,
          );
        }
      }
    }
    notes.push(...recordCellFixes(k, id, { dem: demSlug, rep: repSlug }, ctx.ledger));
    return {
      id,
      raceId: k.raceId,
      date: k.endDate,
      startDate: k.startDate,
      pollster: k.pollster,
      grade: ctx.gradeOf(k.pollster),
      sampleSize: k.sampleSize,
      population: k.population,
      marginOfError: k.marginOfError,
      partisan: sp.partisan,
      sponsor: sp.sponsor,
      hypothetical,
      results: { [demSlug]: k.dem.pct, [repSlug]: k.rep.pct },
      candidates,
      sourceUrl: k.sourceUrl,
      sources: [...new Set([k.source, ...k.alsoIn])].sort(compareStrings),
      notes,
    };
  });
  polls.sort(
    (a, b) => compareStrings(a.raceId, b.raceId) || compareStrings(a.date, b.date) || compareStrings(a.id, b.id),
  );
  return { polls, origins };
}

/**
 * Blank-ballot lumps in MEDSL's Senate rows (issue 18, class 3). A Senate contest is alone in its state and year, so
 * the signature rule of core/blank-lumps.ts is read from the House file of the same state and year (the same
 * canvass lists blank ballots the same way for both offices); where the House file has no unnamed lines that year,
 * curated/blank-lumps.json lists the line with a certified share that proves it, checked here.
 */
import { z } from 'zod';
import curated from '../../curated/blank-lumps.json' with { type: 'json' };
import { stateYear } from '../core/blank-lumps.ts';

const EntrySchema = z
  .object({
    file: z.string(),
    year: z.number().int(),
    state: z.string().length(2),
    special: z.boolean(),
    lump: z.number().int().positive(),
    check: z.object({ candidate: z.string(), votes: z.number().int(), pct: z.number() }).strict(),
    source: z.string().min(1),
    why: z.string().min(1),
  })
  .strict();
export type CuratedBlankLump = z.infer<typeof EntrySchema>;
export const CURATED_BLANK_LUMPS: CuratedBlankLump[] = z
  .object({ $comment: z.string(), contests: z.array(EntrySchema) })
  .parse(curated).contests;

const CURATED_BLANK_REASON =
  'not a valid vote: an unnamed line of blank, void and scattering ballots, shown by a certified share (curated/blank-lumps.json)';

/** How one generic unnamed row of a Senate contest is read: as blank ballots (with why), or not. */
export function senateBlankLump(
  houseBlank: Map<string, number>,
  where: { file: string; year: number; state: string; special: boolean; votes: number },
  entries: CuratedBlankLump[] = CURATED_BLANK_LUMPS,
): { reason: string; note: string } | null {
  const median = houseBlank.get(stateYear(where.year, where.state));
  if (median !== undefined) {
    return {
      reason:
        'not a valid vote: an unnamed line that lumps blank, void and scattering ballots (the House contests of this state and year carry the same lump: core/blank-lumps.ts)',
      note: `The total excludes ${where.votes.toLocaleString('en-US')} blank, void and scattering ballots that the source lists as one unnamed line (the same state's House contests that year have such a line in the median contest at ${(100 * median).toFixed(1)}% of its ballots, the size of blank ballots).`,
    };
  }
  const entry = entries.find(
    (e) =>
      e.file === where.file &&
      e.year === where.year &&
      e.state === where.state &&
      e.special === where.special &&
      e.lump === where.votes,
  );
  if (!entry) return null;
  return {
    reason: CURATED_BLANK_REASON,
    note: `The total excludes ${where.votes.toLocaleString('en-US')} blank, void and scattering ballots that the source lists as one unnamed line: ${entry.why} Source: ${entry.source}.`,
  };
}

/** Each curated entry whose contest was read must have matched a row, and its certified share must hold without the line. */
export function checkCuratedBlankLumps(
  contests: {
    file: string;
    year: number;
    state: string;
    special: boolean;
    blankLumps: number;
    lines: { raw: string; votes: number }[];
    unattributed: number;
  }[],
  entries: CuratedBlankLump[] = CURATED_BLANK_LUMPS,
): void {
  for (const e of entries) {
    const where = `build/curated/blank-lumps.json: ${e.year} ${e.state}`;
    const c = contests.find(
      (x) => x.file === e.file && x.year === e.year && x.state === e.state && x.special === e.special,
    );
    if (!c) continue; // a test fixture without the contest
    if (c.blankLumps !== e.lump) throw new Error(`${where}: no unnamed line of ${e.lump} votes in ${e.file}`);
    const votes = c.lines.filter((l) => l.raw.trim() === e.check.candidate).reduce((s, l) => s + l.votes, 0);
    const valid = c.lines.reduce((s, l) => s + l.votes, 0) + c.unattributed;
    if (votes !== e.check.votes)
      throw new Error(
        `${where}: ${e.check.candidate} has ${votes} votes in the source, the entry says ${e.check.votes}`,
      );
    const pct = (100 * votes) / valid;
    if (Math.abs(pct - e.check.pct) > 0.05)
      throw new Error(
        `${where}: ${e.check.candidate} is ${pct.toFixed(2)}% of the total without the line, not the certified ${e.check.pct}%`,
      );
  }
}

import nameFixes from '../../curated/name-fixes.json' with { type: 'json' };
import labelFixes from '../../curated/party-label-fixes.json' with { type: 'json' };
import type { Correction } from '../../schemas/corrections.ts';
import { displayName } from './names.ts';
import { encodingProblem } from './text.ts';

const NAME_FIXES = nameFixes as unknown as Record<string, { fix: string; why: string; source: string }>;
const LABEL_FIXES = labelFixes as unknown as Record<string, { fix: string; source: string }>;

/** A correction known before the record exists: the builder adds the record id once the race is built. */
export type PendingCorrection = Omit<Correction, 'record'>;

/** Quotes a source value in a note, unless it is garbled text that the API must not republish. */
const quoted = (raw: string) => (encodingProblem(raw) ? 'with character-encoding damage' : `"${raw}"`);

/** Applies a curated correction to a raw source name; returns the note and the correction when one was applied. */
export function fixName(raw: string): { raw: string; note: string | null; correction: PendingCorrection | null } {
  const key = raw.trim();
  const entry = NAME_FIXES[key];
  if (!entry) return { raw, note: null, correction: null };
  const published = displayName(entry.fix);
  return {
    raw: entry.fix,
    note: `Correction: the source spells the name ${quoted(key)} (${entry.why}); published as "${published}" (listed at /api/corrections).`,
    correction: {
      field: `candidates[${published}].name`,
      old: key,
      new: published,
      source: entry.source,
      reason: `${entry.why}.`,
    },
  };
}

/** Applies a curated correction to a raw party label, with the correction when one was applied. */
export function fixPartyLabel(
  label: string,
  candidate: string,
): { label: string; correction: PendingCorrection | null } {
  const entry = LABEL_FIXES[label];
  if (!entry || typeof entry !== 'object') return { label, correction: null };
  return {
    label: entry.fix,
    correction: {
      field: `candidates[${candidate}].party_label`,
      old: label,
      new: entry.fix,
      source: entry.source,
      reason: 'character-encoding damage in the source label.',
    },
  };
}

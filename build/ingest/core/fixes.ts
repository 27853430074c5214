import nameFixes from '../../curated/name-fixes.json' with { type: 'json' };
import labelFixes from '../../curated/party-label-fixes.json' with { type: 'json' };

const NAME_FIXES = nameFixes as unknown as Record<string, { fix: string; why: string }>;
const LABEL_FIXES = labelFixes as unknown as Record<string, string>;

/** Applies a curated correction to a raw source name; returns the note to attach when one was applied. */
export function fixName(raw: string): { raw: string; note: string | null } {
  const entry = NAME_FIXES[raw.trim()];
  return entry ? { raw: entry.fix, note: `Source spells "${raw.trim()}": ${entry.why}.` } : { raw, note: null };
}

export function fixPartyLabel(label: string): string {
  return LABEL_FIXES[label] ?? label;
}

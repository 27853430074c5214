import type { Party } from '../../schemas/common.ts';

import table from '../../curated/party-labels.json' with { type: 'json' };

const LABELS = table.labels as Record<string, { party: Party; why?: string; rule_exception?: string }>;

/** The table's key for a label: upper case, single spaces. */
export const partyLabelKey = (label: string) => label.trim().toUpperCase().replace(/\s+/g, ' ');

/**
 * The party rule (one rule for every label of every source) is written in the table's `rule` and in
 * `party-rule.ts`, which also applies its second half (cited parties of candidacies the ballot did not label).
 * Maps a source party label (any source's spelling or code) to the API's party through the curated table
 * (build/curated/party-labels.json). An unmapped label fails the ingest: `where` names file, row and field.
 */
export function normalizeParty(label: string, where = 'a source'): Party {
  const entry = LABELS[partyLabelKey(label)];
  if (!entry)
    throw new Error(
      `${where}: unmapped party label "${label.trim()}": add it, with its party and why, to build/curated/party-labels.json`,
    );
  return entry.party;
}

/**
 * Whether a party label itself says the line is a write-in ("WRITE-IN", "WRITE-IN (DEMOCRATIC)", "W/I"): such a
 * line is a write-in whatever a source's write-in column says (MEDSL's House 2020 rows say FALSE for 88 of them).
 */
export const labelSaysWriteIn = (label: string) =>
  /^(W\/I|\(W\/I\)|WRITE[- ]?INS?)( \(.*\))?$/.test(partyLabelKey(label));

/** Whether the table maps a label (for the per-source coverage report and tests). */
export const isMappedPartyLabel = (label: string) => partyLabelKey(label) in LABELS;

/**
 * The party of a candidate who ran on several ballot lines (fusion): a major-party line first, then a national
 * minor party (libertarian, green, reform, constitution), then independent, then other; by votes within a rank.
 * So NY 2016 Gary Johnson (INDEPENDENCE and LIBERTARIAN lines) is libertarian.
 */
const RANK: Record<Party, number> = {
  democrat: 0,
  republican: 0,
  libertarian: 1,
  green: 1,
  reform: 1,
  constitution: 1,
  independent: 2,
  other: 3,
};
export function principalParty(lines: { party: Party; votes: number }[]): Party {
  const ordered = [...lines].sort((a, b) => RANK[a.party] - RANK[b.party] || b.votes - a.votes);
  return ordered[0]?.party ?? 'other';
}

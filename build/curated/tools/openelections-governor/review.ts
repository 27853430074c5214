/**
 * What a reviewer must look at before the table is used (pure): every count that differs from our record by more
 * than 0.25% of its total (the second look's tolerance), a total off by more than 0.5%, and every candidate whose
 * surname is not one of ours. The ingest's second look makes the binding comparison; this is the tool's print.
 */

export interface GovernorRecord {
  id: string;
  candidates: { name: string; votes: number | null }[];
  total_votes: number | null;
}

/** A loose surname: quoted nicknames, punctuation and suffixes dropped, the last word kept. */
function surname(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/"[^"]*"|\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(jr|sr|ii|iii|iv)$/.test(w));
  return words[words.length - 1] ?? '';
}

export function reviewContest(
  rec: GovernorRecord,
  ours: { candidates: { name: string; votes: number }[]; total: number },
): string[] {
  const out: string[] = [];
  const scale = rec.total_votes ?? ours.total;
  const fmt = (n: number | null) => (n === null ? 'none' : n.toLocaleString('en-US'));
  for (const c of ours.candidates) {
    const match = rec.candidates.find((r) => surname(r.name) === surname(c.name));
    if (!match) {
      out.push(`NAME ${rec.id}: ${c.name} (${fmt(c.votes)}) is none of ours`);
      continue;
    }
    if (match.votes === null || Math.abs(match.votes - c.votes) > 0.0025 * scale)
      out.push(`DIFF ${rec.id}: ${match.name} ours ${fmt(match.votes)}, OpenElections ${fmt(c.votes)}`);
  }
  for (const r of rec.candidates)
    if (!ours.candidates.some((c) => surname(c.name) === surname(r.name)))
      out.push(`NAME ${rec.id}: our ${r.name} (${fmt(r.votes)}) is not in the file`);
  if (rec.total_votes === null || Math.abs(rec.total_votes - ours.total) > 0.005 * scale)
    out.push(`DIFF ${rec.id}: total ours ${fmt(rec.total_votes)}, OpenElections ${fmt(ours.total)}`);
  return out;
}

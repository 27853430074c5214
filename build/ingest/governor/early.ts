import type { Race } from '../../schemas/results.ts';
import { aaDisplayName, type AaFile, type AaRow } from './amlani-algara.ts';
import { CROSS_CHECK_ONLY, GOVERNOR_SOURCE_IDS, type Origin } from './common.ts';
import { setCounts, UNCOUNTED_NOTE } from './counts.ts';
import type { WikiCandidate, WikiRace } from './wiki.ts';
import type { Ledger } from '../core/ledger.ts';
import { normalizeParty } from '../core/parties.ts';
import { buildRace, electionDay, raceId } from '../core/race.ts';
import type { BallotLine } from '../core/tally.ts';

const isMajor = (c: WikiCandidate) => /^(democratic|republican)$/i.test(c.partyLabel);

/**
 * Splits the votes Amlani-Algara leaves to third parties (total - D - R) among the candidates a Wikipedia table
 * names: round(pct x total) each. Wikipedia's percentages are rounded, so when they claim more than the remainder
 * they are scaled down to fit it (largest remainders), and nothing is left unattributed.
 */
export function splitRemainder(
  others: WikiCandidate[],
  total: number,
  remainder: number,
): { votes: number[]; scaled: boolean } {
  const raw = others.map((c) => ((c.pct ?? 0) / 100) * total);
  const rounded = raw.map(Math.round);
  const sum = rounded.reduce((s, v) => s + v, 0);
  if (sum <= remainder) return { votes: rounded, scaled: false };
  const exact = raw.map((v) => (v * remainder) / raw.reduce((s, x) => s + x, 0));
  const floors = exact.map(Math.floor);
  let left = remainder - floors.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return { votes: floors, scaled: true };
}

/**
 * A 1976 or 1978 race (SOURCES.md section 2, recommendation 3): Amlani-Algara's D and R nominees, counts and
 * county-summed total; third-party candidates named by the Wikipedia summary table get its rounded percentage and
 * votes null (issue 18: no count from a share); with none named, total - D - R is one unattributed amount.
 */
export function buildEarlyRace(
  aa: AaRow,
  aaFile: AaFile,
  wiki: WikiRace | undefined,
  aliases: Map<string, string>,
  ledger: Ledger,
): { race: Race; origin: Origin } {
  const id = raceId({
    office: 'governor',
    year: aa.year,
    state: aa.state,
    district: null,
    seatClass: null,
    special: false,
    stage: 'general',
  });
  const notes: string[] = [];
  const sources: string[] = [GOVERNOR_SOURCE_IDS.aa];
  const lines: BallotLine[] = [];
  for (const [raw, votes, party, label] of [
    [aa.dem, aa.demVotes, 'democrat', 'Democratic'],
    [aa.rep, aa.repVotes, 'republican', 'Republican'],
  ] as const) {
    if (!raw || votes === 0) continue;
    const { name, note } = aaDisplayName(raw, aa.state, aliases);
    if (note) notes.push(note);
    lines.push({ name, party, partyLabel: label, votes, writeIn: false });
  }
  aaFile.ledger.used(aa.row);
  const remainder = aa.total - aa.demVotes - aa.repVotes;
  const figures = new Map(
    lines.map((l) => [l.name, { votes: l.votes as number | null, pct: (100 * l.votes) / aa.total }]),
  );
  let others: WikiCandidate[] = [];
  if (wiki) {
    others = wiki.candidates.filter((c) => !isMajor(c));
    if (others.length) sources.push(GOVERNOR_SOURCE_IDS.wiki);
    else wiki.ledger.excluded(wiki.line, CROSS_CHECK_ONLY);
    const split = splitRemainder(others, aa.total, remainder);
    others.forEach((c, i) => {
      lines.push({
        name: c.name,
        party: normalizeParty(c.partyLabel),
        partyLabel: c.partyLabel,
        votes: split.votes[i]!,
        writeIn: c.writeIn,
      });
      figures.set(c.name, { votes: null, pct: (100 * split.votes[i]!) / aa.total });
    });
    if (others.length) {
      notes.push(
        `${others.map((c) => c.name).join(', ')}: named by Wikipedia's summary table with a rounded percentage and no count, so votes are null and pct is that percentage${split.scaled ? `, scaled down so the named third parties share no more than the ${remainder.toLocaleString('en-US')} votes left after D and R` : ''}; ${UNCOUNTED_NOTE}`,
      );
    }
    for (const c of wiki.candidates.filter(isMajor)) {
      const ours = lines.find((l) => l.party === normalizeParty(c.partyLabel));
      const pct = ours ? (100 * ours.votes) / aa.total : null;
      if (pct !== null && c.pct !== null && Math.abs(pct - c.pct) > 0.5) {
        ledger.conflict({
          record: id,
          field: `${ours!.party === 'democrat' ? 'dem' : 'rep'}_pct`,
          chosen: Math.round(pct * 1000) / 1000,
          chosenSource: GOVERNOR_SOURCE_IDS.aa,
          rejected: c.pct,
          rejectedSource: `${GOVERNOR_SOURCE_IDS.wiki} ${wiki.file}`,
          rule: 'Amlani-Algara is the primary source for 1976-1978',
        });
      }
    }
  }
  const unattributed = others.length ? 0 : remainder;
  if (unattributed > 0) {
    notes.push(
      `${unattributed.toLocaleString('en-US')} votes for candidates the sources do not name (total less the listed candidates) are counted as unattributed.`,
    );
  }
  const race = buildRace({
    office: 'governor',
    year: aa.year,
    date: electionDay(aa.year),
    state: aa.state,
    district: null,
    seatClass: null,
    special: false,
    stage: 'general',
    lines,
    unattributed,
    sources,
    notes,
  });
  setCounts(race, figures, aa.total, unattributed);
  return { race, origin: { file: aaFile.file, row: aa.row } };
}

/** 1978 Alaska, which Amlani-Algara lacks: every candidate with the article's counts, total = its turnout. */
export function buildWikiRace(wiki: WikiRace): { race: Race; origin: Origin } {
  const lines: BallotLine[] = wiki.candidates.map((c) => ({
    name: c.name,
    party: c.writeIn ? 'other' : normalizeParty(c.partyLabel),
    partyLabel: c.partyLabel,
    votes: c.votes!,
    writeIn: c.writeIn,
  }));
  const sum = lines.reduce((s, l) => s + l.votes, 0);
  const total = wiki.turnout ?? sum;
  if (total < sum)
    throw new Error(`${wiki.file}: row ${wiki.line}, field "Turnout": ${total} is less than the candidates' ${sum}`);
  const notes = ["Amlani-Algara has no Alaska; the race is taken from the Wikipedia article's results table."];
  for (const c of wiki.candidates.filter((x) => x.writeIn))
    notes.push(`${c.name} ran as a write-in candidate (write_in).`);
  const race = buildRace({
    office: 'governor',
    year: wiki.year,
    date: electionDay(wiki.year),
    state: wiki.state,
    district: null,
    seatClass: null,
    special: false,
    stage: 'general',
    lines,
    unattributed: total - sum,
    sources: [GOVERNOR_SOURCE_IDS.wiki],
    notes,
  });
  return { race, origin: { file: wiki.file, row: wiki.line } };
}

import { dayNumber } from '../compute/average.ts';
import type { AverageHistory } from '../compute/average-history.ts';
import type { Poll, Race2026 } from '../schemas/polls.ts';
import { escapeHtml } from './escape.ts';
import { humanDate, monthLabel, partyClass } from './format.ts';

// A 360-unit-wide drawing shown at most 30rem wide: 12.5-unit text is at least 11 px on a 360 px phone.
const W = 360;
const H = 210;
const PAD = { left: 34, right: 8, top: 8, bottom: 26 };
const TEXT = 12.5;

/** Each party has its own mark and line dash too, so the series stay apart in grayscale and for colour blindness. */
const MARKS: Record<string, { dash: string; mark: (x: string, y: string, cls: string) => string }> = {
  d: { dash: '', mark: (x, y, c) => `<circle class="${c}" cx="${x}" cy="${y}" r="2.8"/>` },
  r: {
    dash: '6 3',
    mark: (x, y, c) =>
      `<rect class="${c}" x="${(Number(x) - 2.5).toFixed(1)}" y="${(Number(y) - 2.5).toFixed(1)}" width="5" height="5"/>`,
  },
  i: { dash: '2 2', mark: (x, y, c) => `<path class="${c}" d="M${x} ${(Number(y) - 2.8).toFixed(1)}l2.6 4.6h-5.2z"/>` },
  o: {
    dash: '1 3',
    mark: (x, y, c) => `<path class="${c}" d="M${x} ${(Number(y) - 2.8).toFixed(1)}l2.8 2.8-2.8 2.8-2.8-2.8z"/>`,
  },
};

/** First day of every month from the month after `from` through `to` (ISO dates). */
function monthStarts(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
    const iso = `${y}-${String(m).padStart(2, '0')}-01`;
    if (iso > to) return out;
    out.push(iso);
  }
}

/** The line needs at most ~60 points at this width; a daily series over two years has hundreds. */
const MAX_LINE_POINTS = 60;

/**
 * A small inline SVG: each poll's numbers as marks and the average over time as lines, a tick every month and a
 * legend. The lines are drawn from the history series (/api/polls/average/history), so the chart and the API show
 * the same numbers. With `electionDay` (ISO) the time axis runs to it and a dashed rule marks it, so a reader sees
 * how far the last poll is from the vote. Returns the SVG and the legend's entries.
 */
export function pollChart(
  race: Race2026,
  polls: Poll[],
  history: AverageHistory,
  electionDay?: string,
): { svg: string; legend: { name: string; cls: string; swatch: string }[] } | null {
  const usable = polls
    .filter((p) => p.raceId === race.id && !p.hypothetical)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  if (usable.length === 0) return null;
  const dates = [...new Set(usable.map((p) => p.date))];
  const series = history.candidates.map((c) => {
    const step = Math.max(1, Math.ceil(c.points.length / MAX_LINE_POINTS));
    const kept = c.points.filter((_, i) => i % step === 0 || i === c.points.length - 1);
    return { party: c.party, name: c.name, points: kept.map((p): [number, number] => [dayNumber(p.date), p.pct]) };
  });
  const values = usable.flatMap((p) => Object.values(p.results));
  const yMin = Math.max(0, Math.floor(Math.min(...values) / 10) * 10);
  const yMax = Math.min(100, Math.ceil(Math.max(...values) / 10) * 10);
  const first = dates[0]!;
  const lastPoll = dates[dates.length - 1]!;
  const last = electionDay && electionDay > lastPoll ? electionDay : lastPoll;
  const x0 = dayNumber(first);
  const x1 = Math.max(dayNumber(last), x0 + 1);
  const x = (d: number) => (PAD.left + ((d - x0) / (x1 - x0)) * (W - PAD.left - PAD.right)).toFixed(1);
  const y = (v: number) => (H - PAD.bottom - ((v - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom)).toFixed(1);
  const parts: string[] = [];
  const base = H - PAD.bottom;
  for (let v = yMin; v <= yMax; v += 10) {
    parts.push(
      `<line class="grid" x1="${PAD.left}" y1="${y(v)}" x2="${W - PAD.right}" y2="${y(v)}"/><text x="${PAD.left - 4}" y="${(Number(y(v)) + 4).toFixed(1)}" text-anchor="end">${v}%</text>`,
    );
  }
  // A tick every month; labels as often as they fit (about 44 units each).
  const months = monthStarts(first, last);
  const perLabel = Math.max(1, Math.ceil((months.length * 44) / (W - PAD.left - PAD.right)));
  months.forEach((m, i) => {
    const mx = x(dayNumber(m));
    parts.push(`<line class="tick" x1="${mx}" y1="${base}" x2="${mx}" y2="${base + 4}"/>`);
    if (i % perLabel === 0) {
      parts.push(
        `<text x="${mx}" y="${base + 17}" text-anchor="middle">${monthLabel(m, i === 0 || m.slice(5, 7) === '01')}</text>`,
      );
    }
  });
  parts.push(`<line class="axis" x1="${PAD.left}" y1="${base}" x2="${W - PAD.right}" y2="${base}"/>`);
  if (electionDay && electionDay >= first) {
    const ex = x(dayNumber(electionDay));
    const anchor = Number(ex) > W - PAD.right - 60 ? 'end' : 'start';
    parts.push(`<line class="eday" x1="${ex}" y1="${PAD.top}" x2="${ex}" y2="${base}" stroke-dasharray="3 3"/>`);
    parts.push(
      `<text class="eday-label" x="${(Number(ex) + (anchor === 'end' ? -3 : 3)).toFixed(1)}" y="${PAD.top + 10}" text-anchor="${anchor}">Election day</text>`,
    );
  }
  const legend: { name: string; cls: string; swatch: string }[] = [];
  // Lines in party order (D, R, then others), each over a halo of the background so it stands out from the marks.
  const order = (party: string) => ['D', 'R'].indexOf(party) + 1 || 3;
  for (const s of [...series].sort((a, b) => order(a.party) - order(b.party))) {
    const cls = partyClass(s.party);
    const dash = MARKS[cls]!.dash;
    const points = s.points.map(([d, v]) => `${x(d)},${y(v)}`).join(' ');
    parts.push(`<polyline class="halo" points="${points}"/>`);
    parts.push(`<polyline class="avg ${cls}"${dash ? ` stroke-dasharray="${dash}"` : ''} points="${points}"/>`);
    legend.push({ name: `${s.name} (${s.party})`, cls, swatch: legendSwatch(cls, dash) });
  }
  // Every poll's marks over the lines, each with an outline of the background, so a single poll never hides
  // under the average.
  for (const p of usable) {
    for (const c of p.candidates) {
      const v = p.results[c.slug];
      const cls = partyClass(c.party);
      if (v !== undefined) parts.push(MARKS[cls]!.mark(x(dayNumber(p.date)), y(v), `dot ${cls}`));
    }
  }
  const until =
    last === lastPoll
      ? `${humanDate(first)} to ${humanDate(lastPoll)}`
      : `${humanDate(first)} to ${humanDate(lastPoll)}, with election day (${humanDate(last)}) marked`;
  const label = `Chart of ${race.title}: each poll as a mark and the polling average over time as a line, ${until}.`;
  const svg = `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}" font-size="${TEXT}">${parts.join('')}</svg>`;
  return { svg, legend };
}

/** A legend swatch: the party's mark on its line dash, as drawn in the chart. */
function legendSwatch(cls: string, dash: string): string {
  return `<svg class="swatch" viewBox="0 0 28 10" aria-hidden="true"><line class="avg ${cls}" x1="1" y1="5" x2="27" y2="5"${dash ? ` stroke-dasharray="${dash}"` : ''}/>${MARKS[cls]!.mark('14', '5', `dot ${cls}`)}</svg>`;
}

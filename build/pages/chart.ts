import { dayNumber } from '../compute/average.ts';
import type { AverageHistory } from '../compute/average-history.ts';
import { partyClass } from './format.ts';
import type { Poll, Race2026 } from '../schemas/polls.ts';
import { escapeHtml } from './escape.ts';

const W = 600;
const H = 220;
const PAD = { left: 34, right: 10, top: 10, bottom: 24 };

/** The line needs at most ~60 points at this width; a daily series over two years has hundreds. */
const MAX_LINE_POINTS = 60;

/**
 * A small inline SVG: each poll's numbers as dots and the average over time as lines. The lines are drawn from the
 * history series (/api/polls/average/history), so the chart and the API show the same numbers.
 */
export function pollChart(race: Race2026, polls: Poll[], history: AverageHistory): string {
  const usable = polls.filter((p) => p.raceId === race.id && !p.hypothetical).sort((a, b) => (a.date < b.date ? -1 : 1));
  if (usable.length === 0) return '';
  const dates = [...new Set(usable.map((p) => p.date))];
  const series = history.candidates.map((c) => {
    const step = Math.max(1, Math.ceil(c.points.length / MAX_LINE_POINTS));
    const kept = c.points.filter((_, i) => i % step === 0 || i === c.points.length - 1);
    return { party: c.party, name: c.name, points: kept.map((p): [number, number] => [dayNumber(p.date), p.pct]) };
  });
  const values = usable.flatMap((p) => Object.values(p.results));
  const yMin = Math.max(0, Math.floor(Math.min(...values) / 5) * 5 - 5);
  const yMax = Math.min(100, Math.ceil(Math.max(...values) / 5) * 5 + 5);
  const x0 = dayNumber(dates[0]!);
  const x1 = Math.max(dayNumber(dates[dates.length - 1]!), x0 + 1);
  const x = (d: number) => (PAD.left + ((d - x0) / (x1 - x0)) * (W - PAD.left - PAD.right)).toFixed(1);
  const y = (v: number) => (H - PAD.bottom - ((v - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom)).toFixed(1);
  const parts: string[] = [];
  parts.push(`<line class="axis" x1="${PAD.left}" y1="${H - PAD.bottom}" x2="${W - PAD.right}" y2="${H - PAD.bottom}"/>`);
  for (const v of [yMin, (yMin + yMax) / 2, yMax]) parts.push(`<text x="2" y="${y(v)}">${v}%</text>`);
  parts.push(`<text x="${PAD.left}" y="${H - 6}">${escapeHtml(dates[0]!)}</text><text x="${W - PAD.right - 60}" y="${H - 6}">${escapeHtml(dates[dates.length - 1]!)}</text>`);
  for (const p of usable) {
    for (const c of p.candidates) {
      const v = p.results[c.slug];
      if (v !== undefined) parts.push(`<circle class="${partyClass(c.party)}" cx="${x(dayNumber(p.date))}" cy="${y(v)}" r="2.5" opacity="0.55"/>`);
    }
  }
  for (const s of series) {
    parts.push(`<polyline class="avg ${partyClass(s.party)}" points="${s.points.map(([d, v]) => `${x(d)},${y(v)}`).join(' ')}"/>`);
  }
  const label = `Polls (dots) and the polling average over time (lines) for ${race.title}`;
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}">${parts.join('')}</svg>`;
}

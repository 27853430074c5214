import { averageOfRace, dayNumber } from '../compute/average.ts';
import { partyClass } from './format.ts';
import type { Grade, Poll, Race2026 } from '../schemas/polls.ts';
import { escapeHtml } from './escape.ts';

const W = 600;
const H = 220;
const PAD = { left: 34, right: 10, top: 10, bottom: 24 };

/**
 * A small inline SVG: each poll's numbers as dots and the average over time as lines. The average on a date is the
 * same weighted average computed with only the polls up to that date, recency counted from that date.
 */
export function pollChart(race: Race2026, polls: Poll[], halfLife: number, minRating: Grade): string {
  const usable = polls.filter((p) => p.raceId === race.id && !p.hypothetical).sort((a, b) => (a.date < b.date ? -1 : 1));
  if (usable.length === 0) return '';
  const dates = [...new Set(usable.map((p) => p.date))];
  // The line needs at most ~60 points at this width; the generic ballot has hundreds of poll dates.
  const step = Math.max(1, Math.ceil(dates.length / 60));
  const lineDates = dates.filter((_, i) => i % step === 0 || i === dates.length - 1);
  const series = new Map<string, { party: string; name: string; points: [number, number][] }>();
  for (const date of lineDates) {
    const { average } = averageOfRace(race, usable.filter((p) => p.date <= date), date, { halfLife, minRating });
    for (const c of average.candidates) {
      const s = series.get(c.slug) ?? { party: c.party, name: c.name, points: [] };
      s.points.push([dayNumber(date), c.pct]);
      series.set(c.slug, s);
    }
  }
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
  for (const s of series.values()) {
    parts.push(`<polyline class="avg ${partyClass(s.party)}" points="${s.points.map(([d, v]) => `${x(d)},${y(v)}`).join(' ')}"/>`);
  }
  const label = `Polls (dots) and the polling average over time (lines) for ${race.title}`;
  return `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}">${parts.join('')}</svg>`;
}

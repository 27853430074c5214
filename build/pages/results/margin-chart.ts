/**
 * A state's presidential margins as an inline SVG drawn at build time (no script): one bar per election, newest at
 * the top, Democratic leads to the left and Republican leads to the right of a centre line. Colour is never the only
 * cue: each bar's side says the party, every bar is labelled with its party letter and figure ("D+5.2"), and
 * Republican bars carry a hatch, so the chart reads in grayscale. The table beside it is the text alternative.
 */
import { escapeHtml } from '../escape.ts';
import { demRepMargin } from './result-format.ts';

// The house style of the race chart (chart.ts): a 360-unit drawing, 12.5-unit text, shown at most 30rem wide.
const W = 360;
const ROW = 18;
const TOP = 20;
const BOTTOM = 22;
const LEFT = 40;
const RIGHT = 8;
const TEXT = 12.5;
/** Room kept beyond the longest bar for its label ("R+48.3" is about 40 units at this size). */
const LABEL_ROOM = 44;

export interface MarginPoint {
  year: number;
  /** Democratic share minus Republican share, points; null when either had no candidate. */
  margin: number | null;
}

/** The scale's half-width in points: the largest margin rounded up to a multiple of 10 (at least 10). */
const halfRange = (points: MarginPoint[]) =>
  Math.max(10, Math.ceil(Math.max(0, ...points.map((p) => Math.abs(p.margin ?? 0))) / 10) * 10);

export function marginChart(stateName: string, points: MarginPoint[]): string {
  const rows = [...points].sort((a, b) => b.year - a.year);
  const range = halfRange(rows);
  const mid = LEFT + (W - LEFT - RIGHT) / 2;
  const half = (W - LEFT - RIGHT) / 2 - LABEL_ROOM;
  const x = (m: number) => mid - (m / range) * half; // a Democratic lead (positive) goes left
  const H = TOP + rows.length * ROW + BOTTOM;
  const base = TOP + rows.length * ROW;
  const parts: string[] = [
    '<defs><pattern id="hatch-r" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect class="r" width="4" height="4"/><line class="hatch" x1="0" y1="0" x2="0" y2="4"/></pattern></defs>',
    `<text x="${LEFT}" y="${TOP - 7}">← D lead</text><text x="${W - RIGHT}" y="${TOP - 7}" text-anchor="end">R lead →</text>`,
  ];
  // A grid line every 10 points; labels every 10, 20 or 50, as often as they fit (about 40 units each).
  const labelStep = [10, 20, 50, 100].find((s) => (s / range) * half >= 40) ?? range;
  for (let v = -range; v <= range; v += 10) {
    const gx = x(v).toFixed(1);
    parts.push(`<line class="${v === 0 ? 'axis' : 'grid'}" x1="${gx}" y1="${TOP - 2}" x2="${gx}" y2="${base}"/>`);
    if (v % labelStep === 0)
      parts.push(
        `<text x="${gx}" y="${base + 15}" text-anchor="middle">${v === 0 ? '0' : `${v > 0 ? 'D' : 'R'}+${Math.abs(v)}`}</text>`,
      );
  }
  rows.forEach((p, i) => {
    const cy = TOP + i * ROW + ROW / 2;
    parts.push(`<text x="${LEFT - 6}" y="${(cy + 4.5).toFixed(1)}" text-anchor="end">${p.year}</text>`);
    if (p.margin === null) {
      parts.push(`<text x="${(mid + 4).toFixed(1)}" y="${(cy + 4.5).toFixed(1)}">n/a</text>`);
      return;
    }
    const dem = p.margin > 0;
    const [x0, x1] = [x(Math.max(p.margin, 0)), x(Math.min(p.margin, 0))];
    const width = Math.max(x1 - x0, 1);
    const fill = dem ? 'class="bar d"' : 'class="bar rep"';
    parts.push(
      `<rect ${fill} x="${x0.toFixed(1)}" y="${(cy - 6).toFixed(1)}" width="${width.toFixed(1)}" height="12"/>`,
    );
    const lx = dem ? x0 - 3 : x0 + width + 3;
    parts.push(
      `<text class="value" x="${lx.toFixed(1)}" y="${(cy + 4.5).toFixed(1)}" text-anchor="${dem ? 'end' : 'start'}">${demRepMargin(p.margin)}</text>`,
    );
  });
  const first = rows.at(-1)?.year;
  const last = rows[0]?.year;
  const label = `Presidential margin in ${stateName}, ${first}-${last}, one bar per election: Democratic leads to the left, Republican leads to the right. The table below lists every figure.`;
  return `<svg class="chart margins" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}" font-size="${TEXT}">${parts.join('')}</svg>`;
}

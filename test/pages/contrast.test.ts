/**
 * The shared stylesheet meets WCAG AA contrast (4.5:1 for text) in light and dark: text, muted text, links and
 * the party colours (used for names) on the background, and the party bars on the bar track (3:1, graphics).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('templates/site.css', 'utf8');

function palette(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([a-z]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}
const light = palette(css.slice(css.indexOf(':root {'), css.indexOf('@media')));
const dark = { ...light, ...palette(css.slice(css.indexOf('@media (prefers-color-scheme: dark)'))) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s palette', (_name, p) => {
  it.each(['fg', 'muted', 'link', 'dem', 'rep', 'ind', 'oth'])('%s text on the background is at least 4.5:1', (key) => {
    expect(contrast(p[key]!, p.bg!)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(['dem', 'rep', 'ind', 'oth'])('%s bar on the bar track is at least 3:1', (key) => {
    expect(contrast(p[key]!, p.panel!)).toBeGreaterThanOrEqual(3);
  });
  it('table text on the panel (code blocks) is at least 4.5:1', () => {
    expect(contrast(p.fg!, p.panel!)).toBeGreaterThanOrEqual(4.5);
  });
});

/** CIELAB (D65) of a hex colour: distances in it approximate how different two colours look. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [x, y, z] = [
    (r! * 0.4124 + g! * 0.3576 + b! * 0.1805) / 0.95047,
    r! * 0.2126 + g! * 0.7152 + b! * 0.0722,
    (r! * 0.0193 + g! * 0.1192 + b! * 0.9505) / 1.08883,
  ];
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));
/** Hue angle in CIELAB, degrees: reds sit near 40, blues near 290-310. */
const hue = (hex: string) => ((Math.atan2(lab(hex)[2], lab(hex)[1]) * 180) / Math.PI + 360) % 360;

// Issue 22: Republicans red and Democrats blue as U.S. readers expect; the dark theme's old link blue (#8ab8ff) was
// 13 CIELAB units from the party blue (#a9cbff), so a link read as a Democratic figure.
describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s party colours', (_name, p) => {
  it('Republican is a red and Democratic a blue', () => {
    expect(hue(p.rep!) < 50 || hue(p.rep!) > 350).toBe(true);
    expect(hue(p.dem!)).toBeGreaterThan(250);
    expect(hue(p.dem!)).toBeLessThan(320);
  });
  it.each(['dem', 'rep', 'ind'])('the link colour is far from %s (CIELAB distance at least 40)', (key) => {
    expect(distance(p.link!, p[key]!)).toBeGreaterThanOrEqual(40);
  });
  it('the two parties differ in lightness by at least 1.8:1 (apart in grayscale)', () => {
    expect(contrast(p.dem!, p.rep!)).toBeGreaterThanOrEqual(1.8);
  });
});

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
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe.each([['light', light], ['dark', dark]] as const)('%s palette', (_name, p) => {
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

/**
 * The widget's fixed height, for the embed snippet's height attribute, so that the frame fits the content without
 * any script. The widget's stylesheet (templates/site.css, "Widget") sets every size below in px; the text is
 * wrapped word by word with generous glyph widths (DejaVu Sans, wider than the common system fonts) at the
 * narrowest supported frame, 300 px, where it is tallest. test/browser checks the result in Chromium from 300 to
 * 480 px for every race.
 */
const NARROWEST = 300;

const LAYOUT = {
  padX: 12,
  padTop: 10,
  padBottom: 8,
  paragraphGap: 4,
  title: { font: 17, line: 22, bold: true },
  text: { font: 14, line: 19, bold: false },
  small: { font: 13, line: 18, bold: false },
  name: { font: 15, line: 20, bold: false },
  pct: { font: 15, line: 20, bold: true },
  bar: { height: 8, gap: 2, rowGap: 6 },
  footer: { font: 13, line: 18, bold: false, padY: 6, border: 1 },
  spare: 4,
} as const;

type Font = { font: number; line: number; bold: boolean };

/** Estimated width of a text in px: per-character widths in em, a little wider than DejaVu Sans. */
function textWidth(text: string, f: Font): number {
  let em = 0;
  for (const ch of text)
    em += /[A-Z@MW%]/.test(ch)
      ? 0.74
      : /[0-9]/.test(ch)
        ? 0.65
        : /[a-z]/.test(ch)
          ? 0.62
          : ch === ' ' || ch === '\u00a0'
            ? 0.33
            : 0.5;
  return em * f.font * (f.bold ? 1.1 : 1);
}

/** Lines a text takes when wrapped word by word (a word longer than the line breaks anywhere). */
function lineCount(text: string, f: Font, width: number): number {
  let lines = 1;
  let used = 0;
  const space = textWidth(' ', f);
  // Only ordinary spaces break a line: dates are joined with no-break spaces.
  for (const word of text.split(/[ \n\t]+/).filter(Boolean)) {
    const w = textWidth(word, f);
    if (used === 0) used = w;
    else if (used + space + w <= width) used += space + w;
    else {
      lines++;
      used = w;
    }
    while (used > width) {
      lines++;
      used -= width;
    }
  }
  return lines;
}

export interface WidgetText {
  title: string;
  rating: string;
  rows: { name: string; pct: string }[];
  lines: string[];
  footer: string;
}

/** The content's height in px at a frame width, from the same text the template renders. */
export function widgetContentHeight(t: WidgetText, frameWidth = NARROWEST): number {
  const L = LAYOUT;
  const width = frameWidth - 2 * L.padX;
  const block = (text: string, f: Font) => lineCount(text, f, width) * f.line + L.paragraphGap;
  let h = L.padTop + block(t.title, L.title) + block(t.rating, L.text);
  for (const row of t.rows) {
    const nameWidth = width - 8 - textWidth(row.pct, L.pct);
    h += lineCount(row.name, L.name, nameWidth) * L.name.line + L.bar.gap + L.bar.height + L.bar.rowGap;
  }
  for (const line of t.lines) h += block(line, L.small);
  h += L.padBottom;
  h += L.footer.border + 2 * L.footer.padY + lineCount(t.footer, L.footer, width) * L.footer.line;
  // A few px to spare for fonts whose glyphs overhang their line box.
  return Math.ceil(h) + L.spare;
}

import type { TitleRule } from './market-map.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (s: string) => new RegExp(`\\b${escape(s)}\\b`, 'i');

/** Does this one text name the state (outside any excluded longer name) and one of the office words? */
function names(rule: TitleRule, text: string): boolean {
  let rest = text;
  for (const phrase of rule.exclude) rest = rest.replace(new RegExp(escape(phrase), 'gi'), ' ');
  return (rule.state === null || word(rule.state).test(rest)) && rule.office.some((o) => word(o).test(text));
}

/**
 * Checks a market against its race before it is served: some text (event title, market title or rules) must
 * name both the state and the office, because tickers are sometimes mislabelled (Kalshi's SENATELA-26 is the
 * Kentucky race). Returns null when it matches, else the reason it was dropped.
 */
export function titleMismatch(rule: TitleRule, texts: (string | null | undefined)[]): string | null {
  const present = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  if (present.some((t) => names(rule, t))) return null;
  const wanted = [rule.state, rule.office.join('/')].filter(Boolean).join(' ');
  const shown = present[0]
    ? JSON.stringify(present[0].length > 80 ? `${present[0].slice(0, 80)}…` : present[0])
    : '(no title)';
  return `title ${shown} does not name ${wanted}`;
}

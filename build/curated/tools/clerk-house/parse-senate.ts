/**
 * Reads the Senate part of the Clerk's statistics ("FOR UNITED STATES SENATOR") into one list of lines per contest,
 * with the reader the House uses (parse.ts). A state prints one contest, or two under sub-headings: "(For unexpired
 * term ending January 3, 2023)" is a special election, "(For full term ...)" or "(General Election ...)" the regular
 * one, and "(Runoff Election—December 7, 2002)" a runoff after the November election (Louisiana, Georgia).
 */
import { letters, parseSections, type ClerkContest } from './parse.ts';

export interface ClerkSenateContest extends ClerkContest {
  /** Printed under an "unexpired term" or "special election" sub-heading. */
  special: boolean;
  /** Printed under a "Runoff Election" sub-heading. */
  runoff: boolean;
  /** The sub-heading as printed (letter-spaced in some editions), or null. */
  subheading: string | null;
}

/** What a sub-heading says of the contest below it. */
function subheadingKind(text: string): { special: boolean; runoff: boolean } {
  const flat = letters(text);
  return { special: /unexpired|specialelection/.test(flat), runoff: /runoff/.test(flat) };
}

/** Every Senate contest the text prints, in order. */
export function parseClerkSenate(text: string): ClerkSenateContest[] {
  return parseSections<ClerkSenateContest>(text, {
    heading: /^FORUNITEDSTATESSENATOR/i,
    // The first heading of a state opens its contest; a repeated one ("—Continued" on the next page) continues it.
    atHeading: (current, open) => current ?? open({ special: false, runoff: false, subheading: null }),
    atSubheading: (text, current, open) => {
      const kind = subheadingKind(text);
      // A sub-heading right under the heading names that contest; one after its lines opens the next contest.
      if (current && current.lines.length === 0) return Object.assign(current, kind, { subheading: text });
      return open({ ...kind, subheading: text });
    },
  });
}

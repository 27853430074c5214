import { RATING_CODES, type RatingCode } from '../schemas/polls.ts';

export const RATING_LABELS: Record<RatingCode, string> = {
  safe_d: 'Safe D',
  likely_d: 'Likely D',
  lean_d: 'Lean D',
  tilt_d: 'Tilt D',
  tossup: 'Toss-up',
  tilt_r: 'Tilt R',
  lean_r: 'Lean R',
  likely_r: 'Likely R',
  safe_r: 'Safe R',
};

export const CONSENSUS_RULE =
  'The service\'s rating is the median of the available Cook, Sabato and Inside Elections ratings on the scale safe D ... toss-up ... safe R. With two ratings it is the one closer to toss-up (the less confident). With none it is "Not rated". It never adds a judgement of its own.';

const position = (code: RatingCode) => RATING_CODES.indexOf(code);
const TOSSUP = position('tossup');

/** The consensus of the three raters (median; with two, the one nearer toss-up; none -> Not rated). */
export function consensusRating(codes: (RatingCode | null)[]): {
  code: RatingCode | null;
  label: string;
  count: number;
} {
  const present = codes.filter((c): c is RatingCode => c !== null).sort((a, b) => position(a) - position(b));
  if (present.length === 0) return { code: null, label: 'Not rated', count: 0 };
  let code: RatingCode;
  if (present.length % 2 === 1) code = present[(present.length - 1) / 2]!;
  else {
    const [a, b] = [present[present.length / 2 - 1]!, present[present.length / 2]!];
    code = Math.abs(position(a) - TOSSUP) <= Math.abs(position(b) - TOSSUP) ? a : b;
  }
  return { code, label: RATING_LABELS[code], count: present.length };
}

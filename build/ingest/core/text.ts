import type { CheckResult } from './checks.ts';
/**
 * Text encoding: sources sometimes carry UTF-8 bytes that were decoded as Latin-1 and re-encoded ("mojibake":
 * `RAÃ\u009aL` for RAÚL, `â\u0080\u009c` for a curly quote), or replacement characters from a lossy conversion.
 * The readers repair the first kind (it is reversible); the ingest fails on any published text that still has
 * either kind, or a C1 control character, which no real name or label contains.
 */

/** A UTF-8 multi-byte sequence read as Latin-1: a lead byte 0xC2-0xF4 followed by continuation bytes 0x80-0xBF. */
const LATIN1_MOJIBAKE =
  /[\u00C2-\u00DF][\u0080-\u00BF]|[\u00E0-\u00EF][\u0080-\u00BF]{2}|[\u00F0-\u00F4][\u0080-\u00BF]{3}/g;

/** Whether a text has any UTF-8-read-as-Latin-1 sequence (one scan; readers skip the repair when it has none). */
export function hasMojibake(text: string): boolean {
  LATIN1_MOJIBAKE.lastIndex = 0;
  const found = LATIN1_MOJIBAKE.test(text);
  LATIN1_MOJIBAKE.lastIndex = 0;
  return found;
}

/** Reverses UTF-8-read-as-Latin-1 damage, sequence by sequence; text without such sequences is returned as is. */
export function repairMojibake(text: string): string {
  if (!/[\u00C2-\u00F4]/.test(text)) return text;
  return text.replace(LATIN1_MOJIBAKE, (seq) => {
    const bytes = Uint8Array.from(seq, (ch) => ch.charCodeAt(0));
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return seq;
    }
  });
}

const PROBLEMS: { pattern: RegExp; what: string }[] = [
  { pattern: /[\u0080-\u009F]/, what: 'a C1 control character' },
  { pattern: /\uFFFD/, what: 'a Unicode replacement character (text lost in a conversion)' },
  // UTF-8 read as Windows-1252 or Latin-1: "â€™", "Ã©", "Â " and the like.
  {
    pattern:
      /[ÂÃâ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]/,
    what: 'mojibake (UTF-8 read as Latin-1 or Windows-1252)',
  },
  // Latin Extended-B digraphs and pinyin caron vowels: produced by legacy code-page damage
  // ("POOR PEOPLEǐS CAMPAIGN"), never used in a U.S. candidate's name or party label.
  { pattern: /[\u01C4-\u01DC]/, what: 'a code-page damage character (Latin Extended-B digraph or caron vowel)' },
];

/** What is wrong with a text field's encoding, or null when nothing is. */
export function encodingProblem(text: string): string | null {
  for (const p of PROBLEMS) if (p.pattern.test(text)) return p.what;
  return null;
}

export interface TextFieldFailure {
  file: string;
  record: string;
  field: string;
  problem: string;
  value: string;
}

/** Every string anywhere in a record, with its path (`candidates[0].name`). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* strings(value[i], `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

/**
 * Every text field of the records with an encoding problem (pure; no I/O).
 */
export function findEncodingProblems(file: string, records: readonly unknown[]): TextFieldFailure[] {
  const failures: TextFieldFailure[] = [];
  records.forEach((record, i) => {
    const r = record as Record<string, unknown>;
    const id =
      typeof r.id === 'string'
        ? r.id
        : typeof r.record === 'string'
          ? r.record
          : typeof r.code === 'string'
            ? r.code
            : `#${i + 1}`;
    for (const [field, text] of strings(record, '')) {
      const problem = encodingProblem(text);
      if (problem) failures.push({ file, record: id, field, problem, value: JSON.stringify(text) });
    }
  });
  return failures;
}

/** The ingest's encoding check over every text field of every published file (a failed check fails the ingest). */
export function checkEncoding(files: Record<string, readonly unknown[]>): CheckResult {
  const failures = Object.entries(files).flatMap(([file, records]) => findEncodingProblems(file, records));
  const fields = Object.values(files).reduce((n, records) => n + records.length, 0);
  return {
    name: 'every text field of every published record is free of mojibake, replacement characters and C1 control characters',
    passed: failures.length === 0,
    details: failures.length
      ? failures.map((f) => `${f.file}: record ${f.record}, field ${f.field}: ${f.problem} in ${f.value}`)
      : [`${fields} records in ${Object.keys(files).length} files pass`],
  };
}

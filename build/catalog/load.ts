/**
 * Reading data/ through the catalog: each file parsed (naming the file when it is not JSON), every record
 * validated against its schema, then the integrity checks; the same function serves the build (files on disk)
 * and the ingest (the texts it is about to write), so both refuse the same faults.
 */
import type { DataFileEntry } from './files.ts';
import { checkIntegrity } from './integrity.ts';
import { DataIntegrityError, describeRecord } from './problems.ts';
import { findDuplicateKey, firstCarriageReturn } from './strict-json.ts';
import { validateRecords } from './records.ts';
import type { CrossRule, DataFiles } from './rules.ts';

/** Reads one data file's text by name (data/ on disk for the build; the ingest's output in memory). */
export type ReadDataFile = (file: string) => string;

/**
 * Parses a file's text as JSON, naming the file (and that it may be truncated) when it is not; refuses CRLF line
 * ends and an object with a duplicate key, naming the record and the field (strict-json.ts says why).
 */
export function parseJson(file: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new Error(`data/${file}: not valid JSON, perhaps truncated (${(e as Error).message})`);
  }
  const crLine = firstCarriageReturn(text);
  if (crLine !== null)
    throw new Error(
      `data/${file}: line ${crLine} ends in CR (CRLF): data files have LF line ends; re-run the ingest, or convert the file (git: eol=lf)`,
    );
  const dup = findDuplicateKey(text);
  if (dup) {
    const [first, ...rest] = dup.path;
    const inRecords = Array.isArray(value) && typeof first === 'number';
    const record = inRecords ? describeRecord((value as unknown[])[first], first) : '(file)';
    const field = [...(inRecords ? rest : dup.path), dup.key].join('.');
    throw new Error(
      `data/${file}: ${record}, field ${field}: the key ${JSON.stringify(dup.key)} appears twice in one object (JSON.parse would silently keep the last value)`,
    );
  }
  return value;
}

/** One file's parsed value validated: the records of a 'records' file, or the single value of a 'document'. */
function validateEntry(entry: DataFileEntry, value: unknown): unknown {
  const name = `data/${entry.file}`;
  if (entry.kind === 'document') {
    const parsed = entry.schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${name}: field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    return parsed.data;
  }
  if (!Array.isArray(value)) throw new Error(`${name}: expected an array of records`);
  return validateRecords(name, entry.schema, value);
}

export interface ValidatedFiles {
  records: DataFiles;
  documents: Record<string, unknown>;
}

/**
 * Parsed files validated, then checked together (keys, references, rules); throws naming file, record and field.
 * A subset of the catalog may be given (a function reads only the files its route needs): references to a file
 * outside it are then not checked here, nor are cross rules needing one. The ingest and the build pass every cross
 * rule (catalog/cross-rules.ts); a function passes none, since the build checked its files and loading the rules
 * would bundle the results rules into every function.
 */
export function validateDataFiles(
  values: Record<string, unknown>,
  entries: DataFileEntry[],
  crossRules: CrossRule[],
): ValidatedFiles {
  const records: DataFiles = {};
  const documents: Record<string, unknown> = {};
  for (const entry of entries) {
    if (!(entry.file in values)) throw new Error(`data/${entry.file}: missing`);
    const value = validateEntry(entry, values[entry.file]);
    if (entry.kind === 'records') records[entry.file] = value as unknown[];
    else documents[entry.file] = value;
  }
  const problems = checkIntegrity(records, entries, crossRules);
  if (problems.length) throw new DataIntegrityError(problems);
  return { records, documents };
}

/** The integrity checks of data/: keys, references and rules from the catalog, over files already schema-valid. */
import type { DataFileEntry } from './files.ts';
import type { Problem } from './problems.ts';
import { eachRecord, foreignKey, uniqueKey, type CrossRule, type DataFiles } from './rules.ts';

/** Keys, references and record rules of the given entries, and the cross rules whose files are all present. */
export function checkIntegrity(files: DataFiles, entries: DataFileEntry[], crossRules: CrossRule[]): Problem[] {
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'records') continue;
    const records = files[entry.file] ?? [];
    const name = `data/${entry.file}`;
    for (const key of entry.keys ?? []) problems.push(...uniqueKey(name, records, key));
    for (const fk of entry.foreignKeys ?? []) {
      if (!(fk.references.file in files)) continue;
      const target = {
        file: `data/${fk.references.file}`,
        records: files[fk.references.file] ?? [],
        field: fk.references.field,
      };
      problems.push(...foreignKey(name, records, fk.field, target, fk.also));
    }
    for (const rule of entry.rules ?? []) problems.push(...eachRecord(name, records as never[], rule));
  }
  for (const rule of crossRules) if (rule.files.every((f) => f in files)) problems.push(...rule.check(files));
  return problems;
}

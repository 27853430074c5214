/**
 * Every source id a record cites, its own and those its verification compared, must be in the registry
 * (build/curated/sources.json) before anything is published: /api/sources explains each id a record names.
 */
interface CitingRecord {
  sources: string[];
  verification?: { sources: string[] };
}

/** The ids the records cite that the registry lacks, each once, in order of first citation. */
export function unregisteredSourceIds(records: CitingRecord[], registered: Iterable<string>): string[] {
  const known = new Set(registered);
  const cited = records.flatMap((r) => [...r.sources, ...(r.verification?.sources ?? [])]);
  return [...new Set(cited.filter((id) => !known.has(id)))];
}

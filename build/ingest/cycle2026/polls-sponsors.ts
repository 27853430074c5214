/**
 * Sponsor and partisanship of a poll. The API's `partisan` is the SPONSOR's party, and only when the sponsor is a
 * campaign, a party committee or a party-aligned political group (build/curated/2026-sponsors.json says which,
 * and why, for every sponsor string). The sources' own partisan columns are not used for it: us-elections-2026
 * also tags pollsters' "house lean" (Rasmussen, Trafalgar) there.
 */
import table from '../../curated/2026-sponsors.json' with { type: 'json' };

export interface SponsorEntry {
  name: string;
  party: 'D' | 'R' | null;
  kind: string;
  why: string;
}
const SPONSORS = table.sponsors as Record<string, SponsorEntry>;

export interface SponsorResult {
  sponsor: string | null;
  partisan: 'D' | 'R' | null;
  /** The key in the sponsor table, for notes. */
  entry: SponsorEntry | null;
}

/**
 * The sponsor cell, else a sponsor written inside the pollster string ("CNN/SSRS" -> CNN), looked up in the
 * sponsor table; an unknown sponsor fails the ingest so that every partisan flag has a written reason.
 */
export function sponsorOf(
  sponsorRaw: string | null,
  inName: string | null,
  where: string,
  sponsors: Record<string, SponsorEntry> = SPONSORS,
): SponsorResult {
  const key = sponsorRaw ?? inName;
  if (key === null) return { sponsor: null, partisan: null, entry: null };
  const entry = sponsors[key];
  if (!entry)
    throw new Error(
      `${where}, field "sponsor": "${key}" is not in build/curated/2026-sponsors.json (classify it there)`,
    );
  return { sponsor: entry.name, partisan: entry.party, entry };
}

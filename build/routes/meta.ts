import registry from '../curated/sources.json' with { type: 'json' };
import { newestPollDate } from '../compute/polls.ts';
import { dataRelease } from '../compute/polls.ts';
import { ManifestSchema, MetaSchema, SourcesSchema } from '../schemas/api/meta.ts';
import { jsonInstance } from './instances.ts';
import type { Route } from './types.ts';
import type { Dataset } from '../catalog/dataset.ts';
import { verificationCounts } from '../compute/verification.ts';
import { UNSUPPORTED_FORMAT } from './format-check.ts';

const sourcesRoute: Route = {
  id: 'sources',
  path: '/api/sources',
  tag: 'About the data',
  summary: 'Every source data set, its license, and what the ingest did with its rows',
  description:
    'Publisher, license, attribution text, upstream URL or DOI, version or commit, and rows read, used, merged and excluded (with reasons) per source file, from the ingest report. Records cite these ids in their sources field.',
  params: [],
  response: { schema: SourcesSchema, contentType: 'application/json' },
  errors: [UNSUPPORTED_FORMAT],
  serve: {
    kind: 'static',
    instances: (data) => [
      jsonInstance('api/sources.json', [{ path: '/api/sources', query: {} }], SourcesSchema, () => ({
        sources: registry.sources.map((s) => {
          const account = data.report.files[s.path];
          return {
            ...s,
            rows_read: account?.rows_read ?? null,
            rows_used: account?.rows_used ?? null,
            rows_merged: account?.rows_merged ?? null,
            rows_excluded: account?.rows_excluded ?? null,
            excluded_by_reason: account?.excluded_by_reason ?? {},
            derived_from: ('derived_from' in s ? s.derived_from : undefined) ?? [],
          };
        }),
        files_not_read: data.report.files_not_read,
        checks: data.report.checks.map((c) => ({ name: c.name, passed: c.passed })),
        conflicts: data.report.conflicts.length,
        verification: verificationCounts({
          president: data.presidentStates,
          senate: data.senate,
          house: data.house,
          governor: data.governor,
        }),
      })),
    ],
  },
  example: '/api/sources',
};

/** The release fields of /api/meta (all but the manifest's): what the home page quotes, computed once here. */
export function releaseSummary(data: Dataset, buildTime: string | null) {
  return {
    data_release: dataRelease(data.polls2026),
    build_time: buildTime,
    latest_poll: newestPollDate(data.polls2026.polls),
    counts: {
      states: data.states.length,
      president_state_results: data.presidentStates.length,
      senate_races: data.senate.length,
      house_races: data.house.length,
      governor_races: data.governor.length,
      races_2026: data.polls2026.races.length,
      polls_2026: data.polls2026.polls.length,
      pollsters: data.pollsters.length,
    },
  };
}

export type ReleaseSummary = ReturnType<typeof releaseSummary>;

const metaRoute: Route = {
  id: 'meta',
  path: '/api/meta',
  tag: 'About the data',
  summary: 'This release: data date, build time, latest poll, counts, manifest hash',
  description: 'A tiny document to poll for changes: manifest_sha256 changes exactly when any static response changes.',
  params: [],
  response: { schema: MetaSchema, contentType: 'application/json' },
  errors: [UNSUPPORTED_FORMAT],
  serve: {
    kind: 'static',
    late: true,
    instances: (data, late) => [
      jsonInstance('api/meta.json', [{ path: '/api/meta', query: {} }], MetaSchema, () => ({
        api_version: 'v1' as const,
        ...releaseSummary(data, late.buildTime),
        manifest_sha256: late.manifestSha256,
        manifest_url: '/api/manifest',
      })),
    ],
  },
  example: '/api/meta',
};

const manifestRoute: Route = {
  id: 'manifest',
  path: '/api/manifest',
  tag: 'About the data',
  summary: 'Every static file of this release with its sha256 and size',
  description:
    "For mirroring the API or finding what changed between releases: each file's sha256 and size, and which files answer each endpoint. Its sha256 is /api/meta's manifest_sha256.",
  params: [],
  response: { schema: ManifestSchema, contentType: 'application/json' },
  errors: [UNSUPPORTED_FORMAT],
  serve: {
    kind: 'static',
    late: true,
    instances: (_data, late) => [
      jsonInstance('api/manifest.json', [{ path: '/api/manifest', query: {} }], ManifestSchema, () => ({
        sha256: late.manifestSha256,
        count: Object.keys(late.manifest).length,
        bytes: Object.values(late.manifest).reduce((s, f) => s + f.size, 0),
        files: late.manifest,
        endpoints: late.endpointFiles,
      })),
    ],
  },
  example: '/api/manifest',
};

export const META_ROUTES: Route[] = [sourcesRoute, metaRoute, manifestRoute];

import { z } from 'zod';
import { VERIFICATION_STATUSES } from '../results.ts';

const SourceEntrySchema = z
  .object({
    id: z.string().meta({ description: 'The id records cite in their sources field.' }),
    path: z.string().meta({ description: "The file (or folder) in the project's raw-sources collection." }),
    title: z.string(),
    publisher: z.string(),
    license: z.string(),
    attribution: z.string().meta({ description: 'How to credit the source.' }),
    upstream: z.string().meta({ description: 'Upstream URL or DOI.' }),
    version: z.string().meta({ description: 'Version, commit or date of the copy used.' }),
    rows_read: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Rows (records) the ingest read from the file; null for a folder or a file not read.' }),
    rows_used: z.number().int().nullable(),
    rows_merged: z.number().int().nullable().meta({
      description: "Rows summed into another row's record (fusion lines, write-in lumps, duplicate populations).",
    }),
    rows_excluded: z.number().int().nullable(),
    excluded_by_reason: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Why rows were left out, with counts.' }),
    derived_from: z
      .array(
        z
          .object({
            id: z.string().meta({ description: 'Id of the source this one copies or cites.' }),
            rows: z.string().meta({
              description:
                '"all: ..." when every row does (the two are never independent); otherwise which rows do, and why.',
            }),
          })
          .strict(),
      )
      .meta({
        description:
          "The sources this one copies or cites, so that a copy is never counted as a second, independent source in a record's verification. Empty when it copies none of the others.",
      }),
  })
  .strict()
  .meta({
    id: 'SourceEntry',
    description: 'One source data set with its license and what the ingest did with its rows.',
  });

export const SourcesSchema = z
  .object({
    sources: z.array(SourceEntrySchema),
    files_not_read: z
      .record(z.string(), z.string())
      .meta({ description: 'Raw files the ingest deliberately does not read, with the reason.' }),
    checks: z
      .array(z.object({ name: z.string(), passed: z.boolean() }).strict())
      .meta({ description: "The ingest's reconciliation checks (all pass, or there is no release)." }),
    conflicts: z
      .number()
      .int()
      .meta({ description: 'Source disagreements resolved by a written rule (details in data/ingest-report.json).' }),
    verification: z
      .record(
        z.enum(['president', 'senate', 'house', 'governor']),
        z.record(z.enum(VERIFICATION_STATUSES), z.number().int().min(0)),
      )
      .meta({
        description:
          'Contest records per office (president: one per state and election) and verification status (agrees, certified, resolved, disputed, single_source; see the verification field of the records).',
      }),
  })
  .strict()
  .meta({
    id: 'Sources',
    description: 'Provenance of every figure: the source data sets, their licenses, and row accounting.',
  });

export const MetaSchema = z
  .object({
    api_version: z.literal('v1'),
    data_release: z.string().meta({ description: 'Date of the newest source snapshot in the data (YYYY-MM-DD).' }),
    build_time: z
      .string()
      .nullable()
      .meta({ description: 'When this release was built (the commit time of the code and data), ISO 8601.' }),
    latest_poll: z.string().meta({ description: 'End date of the newest poll.' }),
    counts: z.record(z.string(), z.number().int()).meta({ description: 'Records per resource.' }),
    manifest_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({
        description:
          "sha256 of the static-file manifest (/api/manifest: every file's sha256 and size): it changes exactly when any response changes.",
      }),
    manifest_url: z.string().meta({ description: 'Where the manifest is: /api/manifest.' }),
  })
  .strict()
  .meta({ id: 'Meta', description: 'What this release is, cheaply: compare manifest_sha256 to detect a new release.' });

export const ManifestSchema = z
  .object({
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: 'sha256 of the files map below (as JSON): the manifest_sha256 of /api/meta.' }),
    count: z.number().int().meta({ description: 'Number of files.' }),
    bytes: z.number().int().meta({ description: 'Their total size in bytes.' }),
    files: z
      .record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int() }).strict())
      .meta({
        description:
          'Every static file of this release (path under the site root) with its sha256 and size; /api/meta, this manifest and /api are not in it, since they describe it.',
      }),
    endpoints: z
      .record(z.string(), z.array(z.string()))
      .meta({ description: 'Endpoint id -> the static files that answer its requests.' }),
  })
  .strict()
  .meta({
    id: 'Manifest',
    description: 'Every static file of the release with its sha256 and size, for mirroring and change detection.',
  });

export const ApiIndexSchema = z
  .object({
    service: z.string(),
    version: z.literal('v1'),
    base_url: z.string(),
    openapi: z.string().meta({ description: 'The OpenAPI 3.1 document.' }),
    docs: z.string().meta({ description: 'The human-readable reference.' }),
    meta: z.string().meta({ description: 'The release summary (/api/meta).' }),
    manifest: z.string().meta({ description: 'The file manifest (/api/manifest).' }),
    endpoints: z.array(
      z
        .object({
          id: z.string(),
          path: z.string(),
          url_template: z.string(),
          summary: z.string(),
          parameters: z
            .array(z.string())
            .meta({ description: 'Parameter names; types, defaults and errors are in the OpenAPI document.' }),
          served_by: z.string(),
          example: z.string(),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({
    id: 'ApiIndex',
    description:
      'The list of endpoints, with links to the OpenAPI document, the docs, the release summary and the file manifest.',
  });

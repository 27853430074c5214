import { execFileSync } from 'node:child_process';

let cached: string | null | undefined;

/**
 * When this release was built, reproducibly: BUILD_TIME if set, else the commit time of HEAD (so rebuilding the
 * same commit gives the same bytes), else null. The build (/api/meta) and the functions (poll export) share it.
 */
export function buildTime(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.BUILD_TIME) return env.BUILD_TIME;
  if (cached !== undefined) return cached;
  try {
    cached =
      execFileSync('git', ['log', '-1', '--format=%cI'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null;
  } catch {
    cached = null;
  }
  return cached;
}

/** An ISO 8601 timestamp in UTC (2026-11-22T18:40:33Z) of a git or BUILD_TIME time. */
export const isoUtc = (time: string) => new Date(time).toISOString().replace(/\.000Z$/, 'Z');

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RateLimitConfig } from './rate-limit.ts';

export interface LoadedFunction {
  name: string;
  handler: (request: Request, context?: unknown) => Promise<Response>;
  rateLimit?: RateLimitConfig;
}

/**
 * Loads every function in netlify/functions/ in-process: its default export (Request -> Response) and its
 * config (rate limit), exactly what Netlify deploys. Scheduled functions are loaded too but not routed.
 */
export async function loadFunctions(dir: string): Promise<Map<string, LoadedFunction>> {
  const out = new Map<string, LoadedFunction>();
  for (const file of readdirSync(dir)
    .filter((f) => /\.(ts|mts|js|mjs)$/.test(f))
    .sort()) {
    const name = file.replace(/\.[^.]+$/, '');
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
      default: LoadedFunction['handler'];
      config?: { rateLimit?: RateLimitConfig };
    };
    out.set(name, { name, handler: mod.default, rateLimit: mod.config?.rateLimit });
  }
  return out;
}

import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
/** Waits; rejects (or resolves early) when the signal aborts. Injected so tests run retries without waiting. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal }).then(() => undefined);

export interface HttpDeps {
  fetch: Fetch;
  sleep: Sleep;
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** Aborts every call when the caller's time budget runs out. */
  deadline?: AbortSignal;
  /** The longest an upstream's Retry-After may make us wait; asked to wait longer, we give up at once. */
  maxRetryWaitMs?: number;
  /** The clock, for a Retry-After given as an HTTP date. */
  now?: () => number;
}

/** A Retry-After header (seconds or an HTTP date) in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Why an upstream call failed. unreachable: no usable answer (timeout, network, HTTP error after retries);
 * invalid: an answer we cannot trust (not JSON, truncated, wrong shape or types).
 */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

/** Bodies larger than this are not a market payload; refuse them instead of parsing them. */
const MAX_BODY_CHARS = 5_000_000;

const retryable = (status: number) => status === 429 || status >= 500;
const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`;
}

async function attempt(url: string, deps: HttpDeps): Promise<{ status: number; text: string; retryAfter: string | null } | { error: string; timedOut: boolean }> {
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = deps.deadline ? AbortSignal.any([timeout, deps.deadline]) : timeout;
  try {
    const response = await deps.fetch(url, { signal, headers: { Accept: 'application/json' } });
    // The body is read under the same signal: a server that sends headers and then stalls still times out.
    const text = await response.text();
    return { status: response.status, text, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    if (deps.deadline?.aborted) return { error: 'time budget exhausted', timedOut: true };
    if (timeout.aborted) return { error: `timeout after ${deps.timeoutMs} ms`, timedOut: true };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: `network error: ${cause?.code ?? cause?.message ?? (error as Error).message}`, timedOut: false };
  }
}

/**
 * GET a JSON document and validate it: null for a 404 (no such event), the parsed value otherwise. Retries 429,
 * 5xx and network errors with exponential backoff, never sooner than the upstream's Retry-After; one asking for a
 * longer wait than maxRetryWaitMs ends the attempts at once. A timeout is not retried, since the time is already
 * spent. Anything else throws an UpstreamError whose message is safe to show.
 */
export async function getJson<S extends z.ZodType>(url: string, schema: S, deps: HttpDeps, label: string): Promise<z.infer<S> | null> {
  let lastError = '';
  let askedWaitMs = 0;
  for (let n = 0; n <= deps.retries; n++) {
    if (n > 0) {
      try {
        await deps.sleep(Math.max(deps.backoffMs * 2 ** (n - 1), askedWaitMs), deps.deadline);
      } catch {
        // The deadline aborted the wait.
      }
      if (deps.deadline?.aborted) throw new UpstreamError('unreachable', `${label}: ${lastError}; time budget exhausted before retrying`);
    }
    const result = await attempt(url, deps);
    if ('error' in result) {
      if (result.timedOut) throw new UpstreamError('unreachable', `${label}: ${result.error}`);
      lastError = result.error;
      continue;
    }
    if (result.status === 404) return null;
    if (retryable(result.status)) {
      lastError = `HTTP ${result.status}${result.status === 429 ? ' (rate limited)' : ''}`;
      const asked = retryAfterMs(result.retryAfter, (deps.now ?? Date.now)());
      askedWaitMs = asked ?? 0;
      if (asked !== null && asked > (deps.maxRetryWaitMs ?? DEFAULT_MAX_RETRY_WAIT_MS)) {
        throw new UpstreamError('unreachable', `${label}: ${lastError}; the platform asks to retry after ${Math.ceil(asked / 1000)} s`);
      }
      continue;
    }
    if (result.status !== 200) throw new UpstreamError('unreachable', `${label}: HTTP ${result.status}`);
    if (result.text.length > MAX_BODY_CHARS) throw new UpstreamError('invalid', `${label}: response larger than ${MAX_BODY_CHARS} characters`);
    let json: unknown;
    try {
      json = JSON.parse(result.text);
    } catch {
      throw new UpstreamError('invalid', `${label}: malformed or truncated JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new UpstreamError('invalid', `${label}: unexpected payload (${describeIssue(parsed.error)})`);
    return parsed.data;
  }
  const tries = deps.retries + 1;
  throw new UpstreamError('unreachable', `${label}: ${lastError} (after ${tries} attempt${tries > 1 ? 's' : ''})`);
}

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
function retryAfterMs(header: string | null, now: number): number | null {
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

/** Bodies larger than this are not a market payload: reading stops there (a declared larger length is not read). */
export const MAX_BODY_BYTES = 5_000_000;
/** Redirects are followed only within the origin asked, and only this many (a loop costs nothing more). */
const MAX_REDIRECTS = 3;

const retryable = (status: number) => status === 429 || status >= 500;
const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`;
}

/** The body as text, or null past `limit` bytes: counted while reading, so an endless body costs only the limit. */
async function readCapped(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Attempt =
  | { status: number; text: string; retryAfter: string | null }
  | { error: string; timedOut: boolean }
  | { invalid: string };

async function attempt(url: string, deps: HttpDeps): Promise<Attempt> {
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const signal = deps.deadline ? AbortSignal.any([timeout, deps.deadline]) : timeout;
  const origin = new URL(url).origin;
  try {
    let current = url;
    for (let hop = 0; ; hop++) {
      // Redirects by hand: an upstream (or whoever answers for it) must not send us to another host or port.
      const response = await deps.fetch(current, {
        signal,
        headers: { Accept: 'application/json' },
        redirect: 'manual',
      });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location !== null) {
        await response.body?.cancel();
        const next = new URL(location, current);
        if (next.origin !== origin) return { invalid: `redirect to another origin (${next.origin}) refused` };
        if (hop >= MAX_REDIRECTS) return { invalid: `more than ${MAX_REDIRECTS} redirects` };
        current = next.href;
        continue;
      }
      // The body is read under the same signal: a server that sends headers and then stalls still times out.
      const text = await readCapped(response, MAX_BODY_BYTES);
      if (text === null) return { invalid: `response larger than ${MAX_BODY_BYTES} bytes` };
      return { status: response.status, text, retryAfter: response.headers.get('retry-after') };
    }
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
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  deps: HttpDeps,
  label: string,
): Promise<z.infer<S> | null> {
  let lastError = '';
  let askedWaitMs = 0;
  for (let n = 0; n <= deps.retries; n++) {
    if (n > 0) {
      try {
        await deps.sleep(Math.max(deps.backoffMs * 2 ** (n - 1), askedWaitMs), deps.deadline);
      } catch {
        // The deadline aborted the wait.
      }
      if (deps.deadline?.aborted)
        throw new UpstreamError('unreachable', `${label}: ${lastError}; time budget exhausted before retrying`);
    }
    const result = await attempt(url, deps);
    if ('invalid' in result) throw new UpstreamError('invalid', `${label}: ${result.invalid}`);
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
        throw new UpstreamError(
          'unreachable',
          `${label}: ${lastError}; the platform asks to retry after ${Math.ceil(asked / 1000)} s`,
        );
      }
      continue;
    }
    if (result.status !== 200) throw new UpstreamError('unreachable', `${label}: HTTP ${result.status}`);
    let json: unknown;
    try {
      json = JSON.parse(result.text);
    } catch {
      throw new UpstreamError('invalid', `${label}: malformed or truncated JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new UpstreamError('invalid', `${label}: unexpected payload (${describeIssue(parsed.error)})`);
    return parsed.data;
  }
  const tries = deps.retries + 1;
  throw new UpstreamError('unreachable', `${label}: ${lastError} (after ${tries} attempt${tries > 1 ? 's' : ''})`);
}

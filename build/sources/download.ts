/**
 * One HTTP GET with a timeout, retried with exponential backoff on what can pass (network errors, timeouts,
 * truncated bodies, 429, 5xx and GitHub's spent rate limit; Retry-After or the rate-limit reset is honoured up to
 * the cap). Other statuses fail at once.
 */
import type { Effects } from './effects.ts';

export interface DownloadOptions {
  timeoutMs: number;
  /** Attempts after the first. */
  retries: number;
  backoffMs: number;
  maxBackoffMs: number;
  headers?: Record<string, string>;
}

export const DEFAULT_DOWNLOAD: DownloadOptions = { timeoutMs: 30_000, retries: 3, backoffMs: 1_000, maxBackoffMs: 30_000 };

class DownloadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

function retryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime());
}

async function attempt(url: string, fx: Pick<Effects, 'fetch' | 'now'>, options: DownloadOptions): Promise<Uint8Array> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  let headersReceived = false;
  try {
    const response = await fx.fetch(url, { signal: controller.signal, headers: options.headers, redirect: 'follow' });
    // GitHub's API says 403 with x-ratelimit-remaining: 0 (and the reset time) when its rate limit is spent.
    const spent = response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0';
    if (response.status === 429 || response.status === 503 || spent) {
      await response.body?.cancel();
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      const wait = retryAfter(response.headers.get('retry-after'), fx.now()) ?? (reset ? Math.max(0, reset * 1000 - fx.now().getTime()) : null);
      throw new DownloadError(`HTTP ${response.status} (rate limited)`, true, wait);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadError(`HTTP ${response.status}`, response.status >= 500);
    }
    headersReceived = true;
    const expected = response.headers.get('content-length');
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (expected !== null && Number(expected) !== bytes.length) {
      throw new DownloadError(`truncated: received ${bytes.length} of ${expected} bytes`, true);
    }
    return bytes;
  } catch (error) {
    if (error instanceof DownloadError) throw error;
    if (controller.signal.aborted) throw new DownloadError(`timed out after ${options.timeoutMs / 1000} s`, true);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const detail = cause?.code ?? cause?.message ?? (error as Error).message;
    // Failing after the headers arrived means the body was cut short; before, the upstream was not reached.
    throw new DownloadError(headersReceived ? `truncated: connection closed mid-body (${detail})` : `unreachable (${detail})`, true);
  } finally {
    clearTimeout(timer);
  }
}

/** GETs `url`; `onRetry` hears each failed attempt that will be retried. Throws the last DownloadError. */
export async function download(
  url: string,
  fx: Pick<Effects, 'fetch' | 'now' | 'sleep'>,
  options: DownloadOptions,
  onRetry?: (message: string, waitMs: number, attemptNumber: number) => void,
): Promise<Uint8Array> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(url, fx, options);
    } catch (error) {
      const e = error as DownloadError;
      if (!e.retryable || n > options.retries) {
        throw new DownloadError(`${e.message} from ${url} (after ${n} attempt${n === 1 ? '' : 's'})`, e.retryable);
      }
      const backoff = Math.min(options.maxBackoffMs, options.backoffMs * 2 ** (n - 1));
      const wait = Math.min(options.maxBackoffMs, Math.max(backoff, e.retryAfterMs ?? 0));
      onRetry?.(e.message, wait, n);
      await fx.sleep(wait);
    }
  }
}

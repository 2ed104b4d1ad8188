import autocannon from "autocannon";

export interface LoadSpec {
  readonly url: string;
  readonly method?: "GET" | "POST";
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** A body per request instead of `body` (with its content type), e.g. a distinct upload each time. */
  readonly nextBody?: () => { readonly body: Buffer; readonly contentType: string };
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  /**
   * Warm up with this many answered requests instead of `warmupSeconds`: a timed warm-up ends with
   * slow requests (receipts) still running on the server, which the measured window then waits on.
   */
  readonly warmupRequests?: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly seconds: number;
  /** Responses per second over the measured window (all statuses; see `non2xx`). */
  readonly requestsPerSecond: number;
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly mean: number; readonly max: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodes: Record<string, number>;
}

const withNextBody =
  (next: NonNullable<LoadSpec["nextBody"]>) =>
  (request: autocannon.Request): autocannon.Request => {
    const { body, contentType } = next();
    return { ...request, body, headers: { ...request.headers, "content-type": contentType } };
  };

const fire = (spec: LoadSpec, length: { duration: number } | { amount: number }) =>
  autocannon({
    url: `${spec.url}${spec.path}`,
    method: spec.method ?? "GET",
    headers: spec.headers ?? {},
    ...(spec.body !== undefined && { body: spec.body }),
    ...(spec.nextBody && { requests: [{ setupRequest: withNextBody(spec.nextBody) }] }),
    connections: spec.connections,
    pipelining: 1,
    ...length,
    timeout: 30,
  });

/**
 * Drives one scenario with autocannon: `warmupSeconds` unmeasured (JIT, caches, pools, OCR worker),
 * then `durationSeconds` measured. Pipelining stays 1: each connection waits for its answer.
 */
export const drive = async (spec: LoadSpec): Promise<LoadResult> => {
  if (spec.warmupRequests !== undefined) await fire(spec, { amount: spec.warmupRequests });
  else if (spec.warmupSeconds > 0) await fire(spec, { duration: spec.warmupSeconds });
  const result = await fire(spec, { duration: spec.durationSeconds });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
  const requests = result.requests.total;
  return {
    requests,
    seconds: result.duration,
    requestsPerSecond: requests / result.duration,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
};

/** One request outside the measurement (setup: login, ids, cursors); throws on a non-2xx answer. */
export const call = async <T>(
  url: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.json !== undefined && { "content-type": "application/json" }),
    },
    ...(init.json !== undefined && { body: JSON.stringify(init.json) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
};

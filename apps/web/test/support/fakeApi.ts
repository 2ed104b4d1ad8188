/**
 * The service as component tests see it: a `fetch` that answers each request by method and path
 * with a real `Response` whose JSON is shaped like the API's. Every request is recorded, so a test
 * can check what the page sent. (The real service is covered by the end-to-end suite.)
 */

export interface Answer {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** What a handler sees of one request. */
export interface SentRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The parsed JSON body, the raw text when it is not JSON, `undefined` when there is none. */
  readonly body: unknown;
  readonly headers: Headers;
  /** Values of the `:name` segments of the matched path. */
  readonly params: Record<string, string>;
}

export type Handler = Answer | ((request: SentRequest) => Answer | Response | Promise<Answer | Response>);

/** Makes the request fail as if the network were down (fetch rejects with a TypeError). */
export const NETWORK_DOWN: Handler = () => {
  throw new TypeError("Failed to fetch");
};

/** An error body as the service sends it: `{code, message, error, details?}`. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  details?: ReadonlyArray<{ path: string; message: string }>,
): Answer => ({ status, body: { code, message, error: message, ...(details ? { details } : {}) } });

/** The token answer of login and refresh (cookie session: the refresh token stays in the cookie). */
export const tokenAnswer = (code = "TOKEN_REFRESHED", expiresIn = 3600): Answer => ({
  body: {
    code,
    message: code === "LOGIN_SUCCESS" ? "Logged in" : "Token refreshed",
    accessToken: `access-${Math.random().toString(36).slice(2)}`,
    tokenType: "Bearer",
    expiresIn,
    refreshExpiresIn: 2_592_000,
    user: { id: "0190f0f0-0000-7000-8000-000000000001", name: "Ada", email: "ada@example.com", createdAt: NOW },
  },
});

const NOW = "2026-03-15T12:00:00.000Z";

interface Route {
  readonly method: string;
  readonly pattern: string;
  readonly handler: Handler;
  /** Answers this many requests, then gives way to the route registered before it. */
  remaining: number;
}

const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? "";
    if (segment.startsWith(":")) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
};

const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export class FakeApi {
  private readonly routes: Route[] = [];
  /** Every request sent, in order. */
  readonly requests: SentRequest[] = [];

  /**
   * Answers `method path` (path without the query; `:id` segments match anything) with a JSON body
   * (status 200 unless the answer says otherwise). The latest registration wins; `times` limits it
   * to that many requests, after which the earlier one answers again.
   */
  on(method: string, path: string, handler: Handler, options: { times?: number } = {}): this {
    this.routes.unshift({
      method: method.toUpperCase(),
      pattern: path,
      handler,
      remaining: options.times ?? Number.POSITIVE_INFINITY,
    });
    return this;
  }

  /** Answers `method path` only when no route registered with `on` does (defaults). */
  fallback(method: string, path: string, handler: Handler): this {
    this.routes.push({ method: method.toUpperCase(), pattern: path, handler, remaining: Number.POSITIVE_INFINITY });
    return this;
  }

  /** The requests sent to `method path` (same matching as `on`). */
  sent(method: string, path: string): SentRequest[] {
    return this.requests.filter((request) => request.method === method.toUpperCase() && matchPath(path, request.path));
  }

  /** The `fetch` the session's client uses. An unknown route answers 404 ROUTE_NOT_FOUND, like the service. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const base = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(request.clone()),
      headers: request.headers,
    };
    const route = this.routes.find(
      (candidate) =>
        candidate.remaining > 0 && candidate.method === base.method && matchPath(candidate.pattern, base.path),
    );
    const sent: SentRequest = { ...base, params: route ? (matchPath(route.pattern, base.path) ?? {}) : {} };
    this.requests.push(sent);
    if (!route) return toResponse(apiError(404, "ROUTE_NOT_FOUND", `No route ${base.method} ${base.path}`));
    route.remaining -= 1;
    const answer = typeof route.handler === "function" ? await route.handler(sent) : route.handler;
    return answer instanceof Response ? answer : toResponse(answer);
  };
}

const toResponse = (answer: Answer): Response =>
  new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { "Content-Type": "application/json", ...answer.headers },
  });

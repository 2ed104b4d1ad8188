import type { App } from "../../src/app/createApp";

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies.
  body: any;
  /** The body's raw bytes (for files); set by the requesters here. */
  bytes?: Uint8Array;
}

export interface RequestOptions {
  token?: string;
  /** Serialised as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent as is (for invalid JSON, multipart, ...); set the Content-Type in `headers`. */
  rawBody?: RequestInit["body"];
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
}

export type Requester = (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>;

const withQuery = (path: string, query: RequestOptions["query"]): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const toTestResponse = async (response: Response): Promise<TestResponse> => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let body: unknown = text;
  // JSON and `+json` types are parsed; NDJSON (many documents) stays text.
  const type = response.headers.get("content-type") ?? "";
  if (/^application\/([\w.-]+\+)?json\b/i.test(type) && text.length > 0) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, bytes };
};

/** Builds the Request the same way for `app.request()` and for a real socket (`fetch`). */
export const buildRequest = (baseUrl: string, method: string, path: string, options: RequestOptions = {}): Request => {
  const headers = new Headers(options.headers);
  if (options.token !== undefined) headers.set("authorization", `Bearer ${options.token}`);
  let body: RequestInit["body"] | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return new Request(new URL(withQuery(path, options.query), baseUrl), {
    method,
    headers,
    ...(body !== undefined && { body }),
  });
};

export const appRequester =
  (app: App): Requester =>
  async (method, path, options) =>
    toTestResponse(await app.request(buildRequest("http://localhost", method, path, options)));

/** Requests over a real socket, unchecked; suites use `fetchRequester`, which checks every answer against the document. */
export const rawFetchRequester =
  (baseUrl: string): Requester =>
  async (method, path, options) =>
    toTestResponse(await fetch(buildRequest(baseUrl, method, path, options)));

/** Calls under /api/v1 as one user: `client.post("/wallet", aWallet())`. */
export const apiClient = (request: Requester, token?: string) => {
  const call = (method: string, path: string, options: RequestOptions = {}) =>
    request(method, `/api/v1${path}`, { ...(token !== undefined && { token }), ...options });
  return {
    token,
    get: (path: string, query?: RequestOptions["query"]) => call("GET", path, query ? { query } : {}),
    post: (path: string, body?: unknown) => call("POST", path, body === undefined ? {} : { body }),
    patch: (path: string, body?: unknown) => call("PATCH", path, body === undefined ? {} : { body }),
    delete: (path: string) => call("DELETE", path),
    call,
  };
};

export type ApiClient = ReturnType<typeof apiClient>;

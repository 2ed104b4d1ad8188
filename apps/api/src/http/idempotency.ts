import { createHash } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER, type StoredResponse } from "@finance/domain";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AuthEnv, AuthMiddleware } from "./auth";

/** Set on an answer that was stored for the key and is being given again. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/**
 * Answers worth replaying: everything the request itself decided, successes and 4xx alike (the same
 * request gets the same answer). A 5xx (the server failed), 429 (come back later) and 408 are not
 * kept: the key is freed and a retry runs afresh.
 */
export const isReplayable = (status: number): boolean => status < 500 && status !== 429 && status !== 408;

/** JSON with every object's keys sorted, so two spellings of one body hash the same. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
};

const sha256 = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** A file's SHA-256 read as it streams (an upload sits in a temporary file, never whole in memory). */
const fileSha256 = async (file: Blob): Promise<string> => {
  const hash = createHash("sha256");
  for await (const chunk of file.stream()) hash.update(chunk);
  return hash.digest("hex");
};

/**
 * What identifies a request under a key: method, path and query, and the body. A JSON body counts
 * by its canonical form; a form parsed by `formBody` counts by its fields in order, a file by the
 * SHA-256 of its raw bytes (the multipart envelope is not hashed: clients draw a new boundary on
 * every send); any other body by its text.
 */
export const requestHash = async (c: Context<AuthEnv>): Promise<string> => {
  const url = new URL(c.req.url);
  const parts = [c.req.method, `${url.pathname}${url.search}`];
  const form = c.req.bodyCache.formData as FormData | undefined;
  if (form) {
    for (const [name, value] of form.entries()) {
      parts.push(
        typeof value === "string" ? `${name}=${JSON.stringify(value)}` : `${name}=file:${await fileSha256(value)}`,
      );
    }
  } else {
    const text = await c.req.text();
    let body = text;
    try {
      body = canonicalJson(JSON.parse(text));
    } catch {
      // Not JSON: the route answers that; the text itself identifies the request.
    }
    parts.push(body);
  }
  return sha256(parts.join("\n"));
};

const storedResponseOf = async (response: Response): Promise<StoredResponse> => ({
  status: response.status,
  body: await response.clone().text(),
  contentType: response.headers.get("content-type"),
});

/**
 * Idempotency keys on every POST of a signed-in user (Stripe's convention), placed after
 * `requireAuth` and after whatever reads the body as it streams. Without the header the request
 * runs as usual. With it: a retry of the same request gets the stored answer with
 * `Idempotent-Replayed: true` and runs nothing; another request under the key is 422
 * IDEMPOTENCY_KEY_REUSED; a retry while the first runs is 409 IDEMPOTENCY_KEY_IN_USE. Other methods pass.
 */
export const idempotentPost: AuthMiddleware = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (c.req.method !== "POST" || key === undefined) return next();
  const { claimIdempotencyKey, settleIdempotencyKey } = c.get("useCases");
  const start = await claimIdempotencyKey.execute({ userId: c.get("userId"), key, requestHash: await requestHash(c) });
  if (start.kind === "replay") {
    const { status, body, contentType } = start.response;
    const headers: Record<string, string> = { [IDEMPOTENT_REPLAYED_HEADER]: "true" };
    if (contentType !== null) headers["Content-Type"] = contentType;
    return c.body(body, status as ContentfulStatusCode, headers);
  }
  await next();
  // Errors thrown below were already turned into c.res by the error handler.
  const answer = isReplayable(c.res.status) ? await storedResponseOf(c.res) : null;
  try {
    if (!(await settleIdempotencyKey.execute(start.claim, answer))) {
      // This run outlived its lease and a retry took the key over: that retry's answer is the one kept.
      c.get("services").logger.warn(
        { requestId: c.get("requestId") },
        "idempotency key taken over before its answer was stored",
      );
    }
  } catch (error) {
    // The write (if any) is done and its answer goes out; the key stays claimed until its lease ends.
    c.get("services").logger.error({ err: error, requestId: c.get("requestId") }, "idempotency key not settled");
  }
};

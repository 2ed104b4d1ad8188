import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Logger } from "pino";
import type { AppEnv } from "../app/AppDeps";
import { HttpError } from "./errors";

/** Room for the multipart envelope and text fields around a receipt file of the maximum size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = (limit: number) => () => {
  throw new HttpError("PAYLOAD_TOO_LARGE", `Request body is larger than ${limit} bytes`);
};

/**
 * Body size limits before anything reads a body: multipart (receipts, attachments) up to the
 * route's file limit plus the envelope (`multipartMaxBytes` of the request's path), every other
 * body (JSON) up to `jsonMaxBytes` (1 MiB). Checks Content-Length first and counts streamed bytes
 * otherwise. The form routes still check their file's own size as it streams.
 */
export const bodyLimits = (options: {
  jsonMaxBytes: number;
  multipartMaxBytes: (path: string) => number;
}): MiddlewareHandler => {
  const json = bodyLimit({ maxSize: options.jsonMaxBytes, onError: tooLarge(options.jsonMaxBytes) });
  // One counting middleware per distinct limit (there are one or two).
  const multipartLimits = new Map<number, MiddlewareHandler>();
  const multipartOf = (fileMax: number) => {
    let limit = multipartLimits.get(fileMax);
    if (!limit) {
      limit = bodyLimit({ maxSize: fileMax + MULTIPART_OVERHEAD_BYTES, onError: tooLarge(fileMax) });
      multipartLimits.set(fileMax, limit);
    }
    return limit;
  };
  return (c, next) => {
    // GET and HEAD bodies are never read here: skip them before hono's bodyLimit reads
    // `c.req.raw.body`, which makes @hono/node-server build a full undici Request (headers copy,
    // AbortSignal) for every request, about a third of a GET's CPU in the profile.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const isMultipart = /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");
    const fileMax = isMultipart ? options.multipartMaxBytes(c.req.path) : 0;
    // A declared length is all hono's bodyLimit would check (the HTTP parser holds the body to it);
    // checked here, the JSON body is then read straight from the socket by @hono/node-server
    // instead of through a Request stream. Only chunked bodies are counted as they stream.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      const limit = isMultipart ? fileMax + MULTIPART_OVERHEAD_BYTES : options.jsonMaxBytes;
      if (Number.parseInt(length, 10) > limit) tooLarge(isMultipart ? fileMax : limit)();
      return next();
    }
    return isMultipart ? multipartOf(fileMax)(c, next) : json(c, next);
  };
};

/**
 * One JSON log line per request: request id, method, path (no query string), status, duration.
 * Never headers or bodies, so no Authorization header, password or token reaches the log.
 */
export const requestLogger =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  };

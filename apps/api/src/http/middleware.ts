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
 * Body size limits before anything reads a body: multipart (receipts) up to the receipt limit
 * plus the envelope, every other body (JSON) up to `jsonMaxBytes` (1 MiB). Checks Content-Length
 * first and counts streamed bytes otherwise. The receipt route still checks the file's own size.
 */
export const bodyLimits = (options: { jsonMaxBytes: number; multipartMaxBytes: number }): MiddlewareHandler => {
  const json = bodyLimit({ maxSize: options.jsonMaxBytes, onError: tooLarge(options.jsonMaxBytes) });
  const multipartMax = options.multipartMaxBytes + MULTIPART_OVERHEAD_BYTES;
  const multipart = bodyLimit({ maxSize: multipartMax, onError: tooLarge(options.multipartMaxBytes) });
  return (c, next) => {
    // GET and HEAD bodies are never read here: skip them before hono's bodyLimit reads
    // `c.req.raw.body`, which makes @hono/node-server build a full undici Request (headers copy,
    // AbortSignal) for every request, about a third of a GET's CPU in the profile (issue 9).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const isMultipart = /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");
    // A declared length is all hono's bodyLimit would check (the HTTP parser holds the body to it);
    // checked here, the JSON body is then read straight from the socket by @hono/node-server
    // instead of through a Request stream. Only chunked bodies are counted as they stream.
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      const limit = isMultipart ? multipartMax : options.jsonMaxBytes;
      if (Number.parseInt(length, 10) > limit) tooLarge(isMultipart ? options.multipartMaxBytes : limit)();
      return next();
    }
    return isMultipart ? multipart(c, next) : json(c, next);
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

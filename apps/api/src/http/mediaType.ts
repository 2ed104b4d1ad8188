import type { Env, MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

/** The methods whose routes read a body here; GET and DELETE bodies are never read, so never judged. */
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * JSON is UTF-8 (RFC 8259) and the body parser reads it so; a JSON body declared in any other
 * charset (`application/json; charset=utf-16`) would be misread, so it is refused with 415.
 */
export const utf8JsonOnly: MiddlewareHandler = (c, next) => {
  const type = c.req.header("content-type");
  if (type !== undefined && WITH_BODY.has(c.req.method) && JSON_TYPE.test(type)) {
    const charset = CHARSET.exec(type)?.[1];
    if (charset !== undefined && !UTF8.test(charset)) {
      throw new HttpError("UNSUPPORTED_MEDIA_TYPE", "JSON bodies must be UTF-8 (charset=utf-8 or none)");
    }
  }
  return next();
};

/** Route middleware of a route whose body is not JSON: 415 names the media type it wants. */
export const requireMediaType =
  <E extends Env = Env>(mediaType: string): MiddlewareHandler<E> =>
  (c, next) => {
    const essence = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (essence !== mediaType) throw new HttpError("UNSUPPORTED_MEDIA_TYPE", `Content-Type must be ${mediaType}`);
    return next();
  };

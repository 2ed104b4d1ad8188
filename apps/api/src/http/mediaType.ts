import type { Env, MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;
const UTF8 = /^utf-?8$/i;

/** The methods whose routes read a body here; GET and DELETE bodies are never read, so never judged. */
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** Refuses bytes that are not UTF-8 instead of reading them as U+FFFD. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** In a `u` regular expression a surrogate pair is one code point, so this finds only lone halves. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when a string or key anywhere in the parsed JSON holds a lone surrogate (`"\ud800"`). */
const hasLoneSurrogate = (root: unknown): boolean => {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

/**
 * JSON text as the routes read it: UTF-8 bytes only (a Latin-1 byte, an overlong form or an encoded
 * surrogate fails, where the platform's decoder would put U+FFFD in its place) and strings of
 * Unicode text only (an escaped lone surrogate could be echoed but not stored as sent). The route's
 * validator turns a failure into 400 INVALID_JSON, as for a syntax error.
 */
const readJsonText = async (raw: () => Promise<ArrayBuffer>): Promise<unknown> => {
  const value: unknown = JSON.parse(strictUtf8.decode(await raw()));
  if (hasLoneSurrogate(value)) throw new SyntaxError("A JSON string holds a lone surrogate");
  return value;
};

/**
 * JSON is UTF-8 (RFC 8259): a JSON body declared in any other charset (`application/json;
 * charset=utf-16`) would be misread, so it is refused with 415. The body itself is judged when a
 * route reads it (after the token is checked): `c.req.json()` reads it by `readJsonText`.
 */
export const utf8JsonOnly: MiddlewareHandler = (c, next) => {
  const type = c.req.header("content-type");
  if (type !== undefined && WITH_BODY.has(c.req.method) && JSON_TYPE.test(type)) {
    const charset = CHARSET.exec(type)?.[1];
    if (charset !== undefined && !UTF8.test(charset)) {
      throw new HttpError("UNSUPPORTED_MEDIA_TYPE", "JSON bodies must be UTF-8 (charset=utf-8 or none)");
    }
    const request = c.req;
    // The bytes stay cached by hono (`arrayBuffer`), so a later text() reads what was sent.
    let parsed: Promise<unknown> | undefined;
    request.json = <T>() => {
      parsed ??= readJsonText(() => request.arrayBuffer());
      return parsed as Promise<T>;
    };
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

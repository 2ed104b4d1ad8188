import { invalidField } from "@finance/domain";
import { z } from "@hono/zod-openapi";

/** The strong ETag of a versioned resource (a budget, a transaction): its version, quoted. */
export const etagOf = (version: number): string => `"${version}"`;

/** The optional `If-Match` request header of the PATCH routes, as the document shows it. */
export const IfMatchHeaders = z.object({
  "if-match": z.string().optional().openapi({
    description:
      'The ETag (version) the change was made against, e.g. "3"; if the resource moved on, 409 CONFLICT with the current state. Same as body `version`.',
    example: '"3"',
  }),
});

const ONE_ETAG = /^(?:W\/)?"([1-9]\d{0,14})"$|^([1-9]\d{0,14})$/;

/**
 * The version a PATCH is conditional on: from `If-Match` (`"3"`, `W/"3"` or `3`; `*` means any
 * version) or the body's `version`; both may be sent only when they agree.
 */
export const expectedVersion = (ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined => {
  const header = ifMatch?.trim();
  if (header === undefined || header === "" || header === "*") return bodyVersion;
  const match = ONE_ETAG.exec(header);
  if (!match) {
    throw invalidField("If-Match", 'If-Match must be one ETag from this API, like "3"');
  }
  const version = Number(match[1] ?? match[2]);
  if (bodyVersion !== undefined && bodyVersion !== version) {
    throw invalidField("version", "version and If-Match name different versions");
  }
  return version;
};

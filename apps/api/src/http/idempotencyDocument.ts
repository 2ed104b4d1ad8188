import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from "@finance/domain";
import { IDEMPOTENT_REPLAYED_HEADER } from "./idempotency";
import { IDEMPOTENCY_IGNORED_EXTENSION } from "./openapi";

type Json = Record<string, unknown>;

const ERROR_BODY = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

const KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: "header",
  required: false,
  description:
    "Makes retries of this request safe: the first answer under the key is stored for 24 hours and " +
    "given again (with `Idempotent-Replayed: true`) to a retry with the same body; see the README.",
  schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: "^[\\x20-\\x7E]+$" },
};

const REPLAYED_HEADER = {
  description: "`true` when this is the stored answer to an earlier request with the same Idempotency-Key",
  schema: { type: "string", enum: ["true"] },
};

/** The answers the key adds, each with the error body; merged into what the operation already declares. */
const KEY_ERRORS: Record<string, string> = {
  "400": "Invalid request (VALIDATION_ERROR: a malformed Idempotency-Key among others)",
  "409": "Conflict (IDEMPOTENCY_KEY_IN_USE: the first request under the key is still running)",
  "422": "Unprocessable request (IDEMPOTENCY_KEY_REUSED: the key was used with another request)",
};

/** Is the operation behind `requireAuth` (security declared and not empty) and not opted out? */
const handlesKey = (operation: Json): boolean =>
  Array.isArray(operation.security) &&
  operation.security.length > 0 &&
  operation[IDEMPOTENCY_IGNORED_EXTENSION] !== true;

/**
 * The generated document with the Idempotency-Key declared on every protected POST (the header,
 * 400/409/422 and the `Idempotent-Replayed` header on its successes), the same way for every
 * route that `protectedRoute` marks, so a new POST is documented like the middleware treats it;
 * a route that ignores the key (`idempotencyKey: "ignored"`) keeps its extension as the mark.
 */
export const declareIdempotency = <D extends object>(document: D): D => {
  const { paths } = document as { paths?: Record<string, Json> };
  for (const item of Object.values(paths ?? {})) {
    const operation = item.post as Json | undefined;
    if (!operation || !handlesKey(operation)) continue;
    const parameters = (operation.parameters as Json[] | undefined) ?? [];
    if (!parameters.some((p) => p.in === "header" && p.name === IDEMPOTENCY_KEY_HEADER)) {
      operation.parameters = [...parameters, KEY_PARAMETER];
    }
    const responses = (operation.responses ?? {}) as Record<string, Json>;
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith("2")) {
        response.headers = { ...(response.headers as Json | undefined), [IDEMPOTENT_REPLAYED_HEADER]: REPLAYED_HEADER };
      }
    }
    for (const [status, description] of Object.entries(KEY_ERRORS)) {
      responses[status] ??= { description, content: ERROR_BODY };
    }
    operation.responses = responses;
  }
  return document;
};

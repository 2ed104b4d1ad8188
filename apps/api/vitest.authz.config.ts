import { project } from "../../vitest.shared.ts";

/**
 * The authorization matrix: every route probed with another user's, a missing and a malformed id
 * on every store. The slowest API suite, so it runs as its own project after the others and a
 * failure elsewhere in the API shows first.
 */
export const AUTHORIZATION_MATRIX = ["test/hardening/authorization.test.ts"];

export default project("api-authz", { include: AUTHORIZATION_MATRIX });

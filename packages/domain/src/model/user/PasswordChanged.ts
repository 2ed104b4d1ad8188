import type { UserId } from "../../shared/Id";

/**
 * Port: told once a password change is stored and before it is answered, so whatever keeps the
 * users of access tokens (the API's caches, on every instance) lets no older token pass after the
 * answer.
 */
export type PasswordChanged = (userId: UserId) => Promise<void>;

import type { Fetch, Session } from "./session";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const IDEMPOTENCY_KEY = "Idempotency-Key";

/** The error code the service answers a well-formed access token past its expiry with. */
const EXPIRED = "AUTH_TOKEN_EXPIRED";

const errorCode = async (response: Response): Promise<unknown> =>
  (
    (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: unknown } | null
  )?.code;

/**
 * Sends one request as the client does: with the session's access token (unless the caller set an
 * Authorization header), an `Idempotency-Key` on every write that has none (the same key on every
 * attempt of that write), up to `retries` more attempts when the network failed (never on an HTTP
 * answer), and one refresh-and-retry when the access token has expired.
 */
export const clientFetch =
  (options: { send: Fetch; session: Session; newIdempotencyKey: () => string; retries: number }): Fetch =>
  async (request) => {
    const { send, session } = options;
    if (WRITES.has(request.method) && !request.headers.has(IDEMPOTENCY_KEY)) {
      request.headers.set(IDEMPOTENCY_KEY, options.newIdempotencyKey());
    }
    const ownAuthorization = request.headers.has("Authorization");
    const attempt = async (accessToken: string | undefined): Promise<Response> => {
      for (let failures = 0; ; failures++) {
        const copy = request.clone();
        if (!ownAuthorization && accessToken) copy.headers.set("Authorization", `Bearer ${accessToken}`);
        try {
          return await send(copy);
        } catch (error) {
          if (failures >= options.retries) throw error;
        }
      }
    };

    const used = session.tokens?.accessToken;
    const response = await attempt(used);
    if (response.status !== 401 || ownAuthorization || !used || (await errorCode(response)) !== EXPIRED) {
      return response;
    }
    if (!(await session.renew(used))) return response;
    return attempt(session.tokens?.accessToken);
  };

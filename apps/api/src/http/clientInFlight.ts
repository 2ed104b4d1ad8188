import type { Env, MiddlewareHandler } from "hono";
import { clientAddress, clientKeyOf } from "./clientIp";
import { inFlightLimit } from "./inFlight";

/**
 * At most `perClient` requests of one client address (IPv6 by its /64) in flight at once
 * (HTTP_MAX_IN_FLIGHT_PER_CLIENT): one address trickling request bodies cannot hold every
 * connection and database slot. Behind TRUST_PROXY hops the address is the forwarded client's.
 */
export const clientInFlight = <E extends Env>(perClient: number, trustProxyHops: number): MiddlewareHandler<E> =>
  inFlightLimit<E>({
    max: perClient,
    keyOf: (c) => clientKeyOf(clientAddress(c, trustProxyHops)),
    message: `At most ${perClient} requests of one client address are answered at once`,
  });

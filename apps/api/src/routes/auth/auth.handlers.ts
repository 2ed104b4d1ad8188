import type { Session } from "@finance/domain";
import type { Context } from "hono";
import type { AppEnv } from "../../app/AppDeps";
import { clientAddress, clientKeyOf } from "../../http/clientIp";
import { type AppRouteHandler, success } from "../../http/openapi";
import {
  assertSameSiteRequest,
  clearRefreshCookie,
  readRefreshCookie,
  type SessionDelivery,
  setRefreshCookie,
} from "../../http/sessionCookie";
import { presentSession, presentUser } from "./auth.presenters";
import type * as routes from "./auth.routes";

/** Sets the cookie when the caller asked for a cookie session; the answer then leaves the token out. */
const deliver = <E extends AppEnv>(c: Context<E>, session: Session, delivery: SessionDelivery) => {
  if (delivery === "cookie") {
    setRefreshCookie(c, session.refreshToken, session.refreshExpiresIn, c.get("services").config.trustProxyHops);
  }
  return presentSession(session, delivery);
};

/** The refresh token of a request without one in its body: the cookie, from a same-site request only. */
const cookieToken = (c: Context<AppEnv>): string | undefined => {
  const { config } = c.get("services");
  assertSameSiteRequest(c, config.corsOrigins, config.trustProxyHops);
  return readRefreshCookie(c);
};

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const user = await c.get("useCases").registerUser.execute(c.req.valid("json"));
  return c.json(success("USER_REGISTERED", "User registered", { user: presentUser(user) }), 201);
};

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const { email, password, session } = c.req.valid("json");
  const { loginThrottle, config } = c.get("services");
  const address = clientKeyOf(clientAddress(c, config.trustProxyHops));
  const result = await loginThrottle.guard(email, address, () => c.get("useCases").login.execute({ email, password }));
  return c.json(
    success("LOGIN_SUCCESS", "Logged in", { ...deliver(c, result, session ?? "body"), user: presentUser(result.user) }),
    200,
  );
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const { refreshToken } = c.req.valid("json");
  if (refreshToken !== undefined) {
    const session = await c.get("useCases").refreshSession.execute(refreshToken);
    return c.json(success("TOKEN_REFRESHED", "Token refreshed", presentSession(session)), 200);
  }
  const presented = cookieToken(c);
  let session: Session;
  try {
    session = await c.get("useCases").refreshSession.execute(presented);
  } catch (error) {
    // Unknown, reused, expired or revoked: the cookie will never work again.
    clearRefreshCookie(c, c.get("services").config.trustProxyHops);
    throw error;
  }
  return c.json(success("TOKEN_REFRESHED", "Token refreshed", deliver(c, session, "cookie")), 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { refreshToken } = c.req.valid("json");
  if (refreshToken !== undefined) {
    await c.get("useCases").logout.execute(refreshToken);
  } else {
    await c.get("useCases").logout.execute(cookieToken(c));
    clearRefreshCookie(c, c.get("services").config.trustProxyHops);
  }
  return c.json(success("LOGGED_OUT", "Logged out", {}), 200);
};

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const userId = c.get("userId");
  const { currentPassword, newPassword, session: delivery } = c.req.valid("json");
  const session = await c
    .get("services")
    .loginThrottle.guardPasswordCheck(userId, () =>
      c.get("useCases").changePassword.execute(userId, { currentPassword, newPassword }),
    );
  return c.json(success("PASSWORD_CHANGED", "Password changed", deliver(c, session, delivery ?? "body")), 200);
};

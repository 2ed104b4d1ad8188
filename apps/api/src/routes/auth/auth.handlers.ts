import { type AppRouteHandler, success } from "../../http/openapi";
import { presentSession, presentUser } from "./auth.presenters";
import type * as routes from "./auth.routes";

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const user = await c.get("useCases").registerUser.execute(c.req.valid("json"));
  return c.json(success("USER_REGISTERED", "User registered", { user: presentUser(user) }), 201);
};

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const body = c.req.valid("json");
  const result = await c.get("services").loginThrottle.guard(body.email, () => c.get("useCases").login.execute(body));
  return c.json(
    success("LOGIN_SUCCESS", "Logged in", { ...presentSession(result), user: presentUser(result.user) }),
    200,
  );
};

export const refresh: AppRouteHandler<typeof routes.refresh> = async (c) => {
  const session = await c.get("useCases").refreshSession.execute(c.req.valid("json").refreshToken);
  return c.json(success("TOKEN_REFRESHED", "Token refreshed", presentSession(session)), 200);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  await c.get("useCases").logout.execute(c.req.valid("json").refreshToken);
  return c.json(success("LOGGED_OUT", "Logged out", {}), 200);
};

export const changePassword: AppRouteHandler<typeof routes.changePassword> = async (c) => {
  const userId = c.get("userId");
  const body = c.req.valid("json");
  const session = await c
    .get("services")
    .loginThrottle.guardPasswordCheck(userId, () => c.get("useCases").changePassword.execute(userId, body));
  return c.json(success("PASSWORD_CHANGED", "Password changed", presentSession(session)), 200);
};

import { type AppRouteHandler, success } from "../../http/openapi";
import { presentUser } from "./auth.presenters";
import type * as routes from "./auth.routes";

export const register: AppRouteHandler<typeof routes.register> = async (c) => {
  const user = await c.var.useCases.registerUser.execute(c.req.valid("json"));
  return c.json(success("USER_REGISTERED", "User registered", { user: presentUser(user) }), 201);
};

export const login: AppRouteHandler<typeof routes.login> = async (c) => {
  const body = c.req.valid("json");
  const result = await c.var.services.loginThrottle.guard(body.email, () => c.var.useCases.login.execute(body));
  return c.json(
    success("LOGIN_SUCCESS", "Logged in", {
      accessToken: result.accessToken,
      tokenType: "Bearer" as const,
      expiresIn: result.expiresIn,
      user: presentUser(result.user),
    }),
    200,
  );
};

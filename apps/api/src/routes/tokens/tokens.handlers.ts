import { type AppRouteHandler, success } from "../../http/openapi";
import { presentToken } from "./tokens.presenters";
import type * as routes from "./tokens.routes";

export const createToken: AppRouteHandler<typeof routes.createToken> = async (c) => {
  const created = await c.get("useCases").createPersonalAccessToken.execute(c.get("userId"), c.req.valid("json"));
  return c.json(
    success("TOKEN_CREATED", "Personal access token created; its secret is shown this once", {
      token: presentToken(created.token),
      secret: created.secret,
    }),
    201,
  );
};

export const listTokens: AppRouteHandler<typeof routes.listTokens> = async (c) => {
  const tokens = await c.get("useCases").listPersonalAccessTokens.execute(c.get("userId"));
  return c.json(success("TOKENS_FETCHED", "Personal access tokens fetched", { tokens: tokens.map(presentToken) }), 200);
};

export const deleteToken: AppRouteHandler<typeof routes.deleteToken> = async (c) => {
  const token = await c.get("useCases").deletePersonalAccessToken.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TOKEN_DELETED", "Personal access token deleted", { token: presentToken(token) }), 200);
};

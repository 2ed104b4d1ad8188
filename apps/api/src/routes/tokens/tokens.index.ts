import { newRouter } from "../../http/openapi";
import * as handlers from "./tokens.handlers";
import * as routes from "./tokens.routes";

export const tokensRouter = newRouter()
  .openapi(routes.createToken, handlers.createToken)
  .openapi(routes.listTokens, handlers.listTokens)
  .openapi(routes.deleteToken, handlers.deleteToken);

import { newRouter } from "../../http/openapi";
import * as handlers from "./wallets.handlers";
import * as routes from "./wallets.routes";

export const walletsRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

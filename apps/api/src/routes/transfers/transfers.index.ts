import { newRouter } from "../../http/openapi";
import * as handlers from "./transfers.handlers";
import * as routes from "./transfers.routes";

export const transfersRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

import { newRouter } from "../../http/openapi";
import * as handlers from "./transactions.handlers";
import * as routes from "./transactions.routes";

export const transactionsRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

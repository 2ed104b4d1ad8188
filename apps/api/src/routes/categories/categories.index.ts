import { newRouter } from "../../http/openapi";
import * as handlers from "./categories.handlers";
import * as routes from "./categories.routes";

export const categoriesRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);

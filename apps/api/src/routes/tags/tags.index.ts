import { newRouter } from "../../http/openapi";
import * as handlers from "./tags.handlers";
import * as routes from "./tags.routes";

export const tagsRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.rename, handlers.rename)
  .openapi(routes.remove, handlers.remove);

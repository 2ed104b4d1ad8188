import { newRouter } from "../../http/openapi";
import * as handlers from "./webhooks.handlers";
import * as routes from "./webhooks.routes";

export const webhooksRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.test, handlers.test)
  .openapi(routes.deliveries, handlers.deliveries);

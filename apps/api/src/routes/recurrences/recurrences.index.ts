import { newRouter } from "../../http/openapi";
import * as handlers from "./recurrences.handlers";
import * as routes from "./recurrences.routes";

export const recurrencesRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.occurrences, handlers.occurrences);

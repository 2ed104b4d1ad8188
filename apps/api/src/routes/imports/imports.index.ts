import { newRouter } from "../../http/openapi";
import * as handlers from "./imports.handlers";
import * as routes from "./imports.routes";

export const importsRouter = newRouter()
  .openapi(routes.preview, handlers.preview)
  .openapi(routes.rows, handlers.rows)
  .openapi(routes.commit, handlers.commit)
  .openapi(routes.discard, handlers.discard);

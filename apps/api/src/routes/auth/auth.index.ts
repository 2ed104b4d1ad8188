import { newRouter } from "../../http/openapi";
import * as handlers from "./auth.handlers";
import * as routes from "./auth.routes";

export const authRouter = newRouter()
  .openapi(routes.register, handlers.register)
  .openapi(routes.login, handlers.login)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.changePassword, handlers.changePassword);

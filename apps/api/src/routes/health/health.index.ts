import { newRouter } from "../../http/openapi";
import * as handlers from "./health.handlers";
import * as routes from "./health.routes";

export const healthRouter = newRouter().openapi(routes.health, handlers.health).openapi(routes.ready, handlers.ready);

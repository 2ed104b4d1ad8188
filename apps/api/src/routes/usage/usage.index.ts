import { newRouter } from "../../http/openapi";
import * as handlers from "./usage.handlers";
import * as routes from "./usage.routes";

export const usageRouter = newRouter().openapi(routes.get, handlers.get);

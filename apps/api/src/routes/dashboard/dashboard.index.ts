import { newRouter } from "../../http/openapi";
import * as handlers from "./dashboard.handlers";
import * as routes from "./dashboard.routes";

export const dashboardRouter = newRouter().openapi(routes.summary, handlers.summary);

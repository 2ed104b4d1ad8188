import { newRouter } from "../../http/openapi";
import * as handlers from "./jobs.handlers";
import * as routes from "./jobs.routes";

export const jobsRouter = newRouter().openapi(routes.get, handlers.get);

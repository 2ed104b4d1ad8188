import { newRouter } from "../../http/openapi";
import * as handlers from "./export.handlers";
import * as routes from "./export.routes";

export const exportRouter = newRouter().openapi(routes.csv, handlers.csv).openapi(routes.ndjson, handlers.ndjson);

import { newRouter } from "../../http/openapi";
import * as handlers from "./receipts.handlers";
import * as routes from "./receipts.routes";

export const receiptsRouter = newRouter().openapi(routes.upload, handlers.upload);

import { newRouter } from "../../http/openapi";
import * as handlers from "./attachments.handlers";
import * as routes from "./attachments.routes";

export const attachmentsRouter = newRouter()
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.list, handlers.list)
  .openapi(routes.download, handlers.download)
  .openapi(routes.remove, handlers.remove);

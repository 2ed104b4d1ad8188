import { newRouter } from "../../http/openapi";
import * as handlers from "./budgets.handlers";
import * as routes from "./budgets.routes";

export const budgetsRouter = newRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  // Before `/budgets/{budgetId}`: the static path must win over the parameter.
  .openapi(routes.invitations, handlers.invitations)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.share, handlers.share)
  .openapi(routes.answer, handlers.answer)
  .openapi(routes.removeMember, handlers.removeMember);

import { type AppRouteHandler, success } from "../../http/openapi";
import { presentOccurrences, presentRecurrence } from "./recurrences.presenters";
import type * as routes from "./recurrences.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const recurrence = await c.get("useCases").createRecurrence.execute(c.get("userId"), c.req.valid("json"));
  return c.json(
    success("RECURRENCE_CREATED", "Recurrence created", { recurrence: presentRecurrence(recurrence) }),
    201,
  );
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const recurrences = await c.get("useCases").listRecurrences.execute(c.get("userId"));
  return c.json(
    success("RECURRENCES_FETCHED", "Recurrences fetched", { recurrences: recurrences.map(presentRecurrence) }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const recurrence = await c.get("useCases").getRecurrence.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("RECURRENCE_FETCHED", "Recurrence fetched", { recurrence: presentRecurrence(recurrence) }),
    200,
  );
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const recurrence = await c
    .get("useCases")
    .updateRecurrence.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("json"));
  return c.json(
    success("RECURRENCE_UPDATED", "Recurrence updated", { recurrence: presentRecurrence(recurrence) }),
    200,
  );
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const recurrence = await c.get("useCases").deleteRecurrence.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("RECURRENCE_DELETED", "Recurrence deleted", { recurrence: presentRecurrence(recurrence) }),
    200,
  );
};

export const occurrences: AppRouteHandler<typeof routes.occurrences> = async (c) => {
  const list = await c
    .get("useCases")
    .listOccurrences.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("query"));
  return c.json(
    success("RECURRENCE_OCCURRENCES_FETCHED", "Occurrences fetched", { occurrences: presentOccurrences(list) }),
    200,
  );
};

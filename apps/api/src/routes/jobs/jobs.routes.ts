import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonResponse, protectedRoute } from "../../http/openapi";
import { JobShape } from "./jobs.presenters";

const IdParams = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }) });

/** GET /jobs/:id: the caller's job; another user's (or an unknown or expired one) is 404 JOB_NOT_FOUND. */
export const get = createRoute({
  operationId: "getJob",
  ...protectedRoute("jobs"),
  method: "get",
  path: "/jobs/{id}",
  summary: "A job's status and, once done, the answer of the work it ran",
  description:
    "Status `queued`, `running`, `succeeded` or `failed`. When succeeded, `result` is the body the " +
    "synchronous route answers; when failed, `error` is its error body with the status it would have had. " +
    "A finished job stays readable for a day.",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("JOB_FETCHED", { job: JobShape }), "The job"),
    ...errorResponses(401, 404),
  },
});

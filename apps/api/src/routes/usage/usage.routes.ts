import { createRoute } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonResponse, protectedRoute } from "../../http/openapi";
import { StorageUsageSchema } from "./usage.presenters";

export const get = createRoute({
  ...protectedRoute("attachments"),
  operationId: "getStorageUsage",
  method: "get",
  path: "/me/usage",
  summary: "How much of your storage quota your files take",
  description:
    "`storedBytes`: your attachments and kept receipt images, a receipt image linked to several " +
    "transactions counted once. `quotaBytes`: STORAGE_QUOTA_BYTES; an attachment or receipt upload " +
    "that would take `storedBytes` past it is 413 STORAGE_QUOTA_EXCEEDED and nothing is stored.",
  responses: {
    200: jsonResponse(envelope("USAGE_FETCHED", { usage: StorageUsageSchema }), "The caller's storage usage"),
    ...errorResponses(401),
  },
});

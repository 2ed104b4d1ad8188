import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, protectedRoute } from "../../http/openapi";
import { LIST_FILTERS } from "../transactions/transactions.routes";

const ExportQuery = z.strictObject(LIST_FILTERS);

const DESCRIPTION =
  "The caller's transactions under the list's filters, newest first, streamed row by row " +
  "(any number of rows in constant memory), answered as `Content-Disposition: attachment`.";

export const csv = createRoute({
  ...protectedRoute("export"),
  operationId: "exportTransactionsCsv",
  method: "get",
  path: "/export/transactions.csv",
  summary: "Every transaction as CSV",
  description: `${DESCRIPTION} Columns: id, date, amount (signed), currency, type, description, wallet, category, tags (joined by |), transferId, externalId; RFC 4180 quoting, UTF-8 without BOM.`,
  request: { query: ExportQuery },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 401),
  },
});

export const ndjson = createRoute({
  ...protectedRoute("export"),
  operationId: "exportTransactionsJson",
  method: "get",
  path: "/export/transactions.json",
  summary: "Every transaction as NDJSON, one JSON object per line",
  description: DESCRIPTION,
  request: { query: ExportQuery },
  responses: {
    200: { description: "One transaction per line", content: { "application/x-ndjson": { schema: z.string() } } },
    ...errorResponses(400, 401),
  },
});

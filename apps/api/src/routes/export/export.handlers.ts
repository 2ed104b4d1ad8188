import type { Context } from "hono";
import type { AppRouteHandler } from "../../http/openapi";
import type * as routes from "./export.routes";
import { csvHeader, csvLine, jsonLine } from "./exportLines";
import { exportStream } from "./exportStream";

const attachment = (c: Context, body: ReadableStream<Uint8Array>, type: string, name: string) =>
  c.body(body, 200, {
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });

export const csv: AppRouteHandler<typeof routes.csv> = async (c) => {
  const rows = await c.get("useCases").exportTransactions.open(c.get("userId"), c.req.valid("query"));
  return attachment(
    c,
    exportStream(rows, csvLine, csvHeader()),
    "text/csv; charset=utf-8",
    "transactions.csv",
  ) as never;
};

export const ndjson: AppRouteHandler<typeof routes.ndjson> = async (c) => {
  const rows = await c.get("useCases").exportTransactions.open(c.get("userId"), c.req.valid("query"));
  return attachment(
    c,
    exportStream(rows, jsonLine),
    "application/x-ndjson; charset=utf-8",
    "transactions.json",
  ) as never;
};

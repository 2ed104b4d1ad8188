import type { ExportedTransaction } from "@finance/domain";
import type { Context } from "hono";
import type { AppRouteHandler } from "../../http/openapi";
import type * as routes from "./export.routes";
import { csvHeader, csvLine, jsonLine } from "./exportLines";

/** Rows are sent in chunks of about this many bytes: few writes, and memory stays one chunk. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The rows as a byte stream that reads the next rows only when the client has taken the last
 * chunk (pull), so a slow client holds the reading back instead of filling memory. A client that
 * goes away ends the reading.
 */
const streamOf = (
  rows: AsyncIterable<ExportedTransaction>,
  line: (row: ExportedTransaction) => string,
  head = "",
): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let pending = head;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pending.length < CHUNK_BYTES) {
        const next = await iterator.next();
        if (next.done) {
          if (pending !== "") controller.enqueue(encoder.encode(pending));
          controller.close();
          return;
        }
        pending += line(next.value);
      }
      controller.enqueue(encoder.encode(pending));
      pending = "";
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};

const attachment = (c: Context, body: ReadableStream<Uint8Array>, type: string, name: string) =>
  c.body(body, 200, {
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });

export const csv: AppRouteHandler<typeof routes.csv> = async (c) => {
  const rows = await c.get("useCases").exportTransactions.open(c.get("userId"), c.req.valid("query"));
  return attachment(c, streamOf(rows, csvLine, csvHeader()), "text/csv; charset=utf-8", "transactions.csv") as never;
};

export const ndjson: AppRouteHandler<typeof routes.ndjson> = async (c) => {
  const rows = await c.get("useCases").exportTransactions.open(c.get("userId"), c.req.valid("query"));
  return attachment(c, streamOf(rows, jsonLine), "application/x-ndjson; charset=utf-8", "transactions.json") as never;
};

import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { DomainError, invalidField } from "@finance/domain";
import busboy from "busboy";
import type { MiddlewareHandler } from "hono";

/** A receipt upload is exactly `receipt`, `walletId` and `categoryId`. */
export const RECEIPT_FORM_MAX_PARTS = 3;
/** Ids are 36 characters; anything longer is cut here and refused by the id checks later. */
const FIELD_MAX_BYTES = 1024;
export const ONE_FILE = "Exactly one file is required in the receipt field";

/**
 * Reads the receipt route's multipart body as it streams (busboy) and stops at the first part
 * that cannot belong to a receipt upload: a fourth part, a second file, a file over
 * `maxFileBytes`. The rest of the body is then never read. The parsed form is handed to the
 * route's validator through hono's body cache, so the body is parsed once. Whole-body byte limits
 * stay with `bodyLimits` (app-wide, before this).
 */
export const receiptFormReader =
  (options: { maxFileBytes: number }): MiddlewareHandler =>
  async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    const body = c.req.raw.body;
    if (!/^multipart\/form-data/i.test(contentType) || body === null) return next();
    const form = await readForm(body, contentType, options.maxFileBytes);
    c.req.bodyCache.formData = form;
    return next();
  };

const readForm = (body: ReadableStream<Uint8Array>, contentType: string, maxFileBytes: number): Promise<FormData> =>
  new Promise<FormData>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: {
          parts: RECEIPT_FORM_MAX_PARTS + 1,
          fileSize: maxFileBytes,
          fieldSize: FIELD_MAX_BYTES,
          headerPairs: 16,
        },
      });
    } catch {
      reject(invalidField("body", "Request body is not valid multipart/form-data"));
      return;
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const form = new FormData();
    let parts = 0;
    let files = 0;
    let pending = 0;
    let done = false;
    const fail = (error: DomainError) => {
      if (done) return;
      done = true;
      // Stop reading the body; the parser is left to the garbage collector (destroying it in the
      // middle of its own write throws inside busboy).
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners();
      parser.on("error", () => undefined);
      reject(error);
    };
    const finish = () => {
      if (!done && pending === 0 && parserClosed) {
        done = true;
        resolve(form);
      }
    };
    const countPart = (name: string): boolean => {
      parts += 1;
      if (parts <= RECEIPT_FORM_MAX_PARTS) return true;
      fail(
        invalidField(
          name || "body",
          `A receipt upload has exactly ${RECEIPT_FORM_MAX_PARTS} parts (receipt, walletId, categoryId)`,
        ),
      );
      return false;
    };
    let parserClosed = false;

    parser.on("field", (name, value) => {
      if (countPart(name)) form.append(name, value);
    });
    parser.on("file", (name, stream, info) => {
      // busboy also errors the open file's stream when the body ends in the middle of it.
      stream.on("error", () => fail(invalidField("body", "Request body is not valid multipart/form-data")));
      if (!countPart(name)) return stream.resume();
      files += 1;
      if (files > 1) {
        stream.resume();
        return fail(invalidField("receipt", ONE_FILE));
      }
      pending += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () =>
        fail(new DomainError("PAYLOAD_TOO_LARGE", `Receipt is larger than ${maxFileBytes} bytes`)),
      );
      stream.on("end", () => {
        pending -= 1;
        if (!done) form.append(name, new File(chunks, info.filename || "receipt", { type: info.mimeType }));
        finish();
      });
    });
    parser.on("partsLimit", () => fail(invalidField("body", ONE_FILE)));
    parser.on("close", () => {
      parserClosed = true;
      finish();
    });
    parser.on("error", () => fail(invalidField("body", "Request body is not valid multipart/form-data")));
    source.on("error", (error) =>
      fail(error instanceof DomainError ? error : invalidField("body", "The request body could not be read")),
    );
    source.pipe(parser);
  });

import { randomFillSync } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import type { Id, IdGenerator, OcrPort, ParsedReceipt } from "@finance/domain";
import type { TestApp, TestResponse } from "./support";

/** The receipt images committed with the offline OCR adapter (its scripts/make-fixtures.sh renders them). */
const FIXTURES = new URL("../../../packages/ocr-tesseract/test/fixtures/", import.meta.url);

export const receiptFixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(name, FIXTURES)));

export interface ReceiptUpload {
  /** One file, several (each appended as `receipt`), or none. */
  receipt?: Uint8Array | readonly Uint8Array[] | string;
  walletId?: string;
  categoryId?: string;
  /** The client's claimed type: the service must not believe it. */
  contentType?: string;
  extra?: Record<string, string>;
}

export const receiptForm = (upload: ReceiptUpload): FormData => {
  const form = new FormData();
  const { receipt } = upload;
  const files: readonly (Uint8Array | string)[] =
    receipt === undefined ? [] : typeof receipt === "string" || receipt instanceof Uint8Array ? [receipt] : receipt;
  for (const file of files) {
    if (typeof file === "string") form.append("receipt", file);
    else form.append("receipt", new Blob([file], { type: upload.contentType ?? "image/png" }), "receipt.png");
  }
  if (upload.walletId !== undefined) form.append("walletId", upload.walletId);
  if (upload.categoryId !== undefined) form.append("categoryId", upload.categoryId);
  for (const [key, value] of Object.entries(upload.extra ?? {})) form.append(key, value);
  return form;
};

/** POST /api/v1/transaction/receipt as a user. */
export const postReceipt = (t: Pick<TestApp, "request">, token: string, upload: ReceiptUpload): Promise<TestResponse> =>
  t.request("POST", "/api/v1/transaction/receipt", { token, rawBody: receiptForm(upload) });

/**
 * A PNG header (signature and an IHDR of `width` x `height`) followed by random bytes up to
 * `size`: it passes the type and pixel checks, and every call gives other bytes (never the same
 * receipt twice). No pixel data: real OCR cannot read it.
 */
export const pngOfSize = (size: number, width = 1, height = 1): Uint8Array => {
  const bytes = new Uint8Array(Math.max(size, 33));
  randomFillSync(bytes, 33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 0, 0, 0, 0], 24); // 8-bit greyscale, deflate, no filter, no interlace
  return bytes;
};

/** Wraps an OCR port and counts the images it was asked to read. */
export const countingOcr = (inner: OcrPort) => {
  const counter = { calls: 0 };
  const port: OcrPort = {
    read: (image, context) => {
      counter.calls += 1;
      return inner.read(image, context);
    },
  };
  return { port, counter };
};

/** An OCR port that answers a fixed receipt (for batch tests that need no image reading). */
export const stubOcr = (receipt: ParsedReceipt): OcrPort => ({ read: async () => receipt });

/**
 * Ids from `base`, except that once `repeatNextId()` is called the next id is handed out twice:
 * the second transaction of the next batch collides with the first, a primary-key violation in
 * the middle of the batch.
 */
export const collidingIds = (base: IdGenerator) => {
  let state: { kind: "off" } | { kind: "armed" } | { kind: "repeat"; id: Id<string> } = { kind: "off" };
  const ids: IdGenerator = {
    next<T extends Id<string>>(): T {
      if (state.kind === "off") return base.next<T>();
      if (state.kind === "armed") {
        const id = base.next<T>();
        state = { kind: "repeat", id };
        return id;
      }
      const { id } = state;
      state = { kind: "off" };
      // The collision is the point: the same id again, for whatever the next record is.
      return id as T;
    },
  };
  return {
    ids,
    repeatNextId: () => {
      state = { kind: "armed" };
    },
  };
};

/** A chat-completions server on 127.0.0.1 that answers every request with `content`. */
export const startFakeVisionServer = async (content: string) => {
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests += 1;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A unique tiny PNG carrying a command for `fixtures/scriptedOcrWorker.ts` (HANG, WAIT, FAT, CRASH). */
export const scriptedPng = (command = "OK"): Uint8Array => {
  const bytes = pngOfSize(64);
  bytes.set(new TextEncoder().encode(command.padEnd(5, " ")), 33);
  return bytes;
};

/**
 * A decompression bomb: a valid PNG header declaring `width` x `height` 8-bit grey pixels, with
 * a compressed IDAT of the first `rows` rows of zeros (a few kB; a decoder would allocate the
 * whole declared image, 400 MB at 20000 x 20000, before finding out).
 */
export const pngBomb = (width = 20_000, height = 20_000, rows = 64): Uint8Array => {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc((width + 1) * rows), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", idat),
      chunk("IEND", new Uint8Array(0)),
    ]),
  );
};

import { randomBytes } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Busboy, type BusboyInstance } from "@fastify/busboy";
import { type DomainError, invalidField, invalidInput, isDomainError } from "@finance/domain";
import type { Env, MiddlewareHandler } from "hono";
import { HttpError } from "./errors";

/** A form has at most this many parts (fields and files together) unless a route says otherwise. */
export const DEFAULT_FORM_MAX_PARTS = 10;
/** A text field of a form is at most this long (bytes): ids and short values, never documents. */
export const DEFAULT_FORM_MAX_FIELD_BYTES = 64 * 1024;
/** Field names longer than this (bytes) are refused. */
const MAX_FIELD_NAME_BYTES = 100;

export interface FormBodyLimits {
  /**
   * Parts (fields + files); the first part over it refuses the request (400 naming that part)
   * before the rest is read.
   */
  readonly maxParts?: number;
  /** Files among the parts (default: no limit but `maxParts`); a file over it is refused likewise. */
  readonly maxFiles?: number;
  /** Bytes of one file; the file that passes it refuses the request. */
  readonly maxFileBytes: number;
  /** Bytes of one text field. */
  readonly maxFieldBytes?: number;
}

const FORM_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

const tooLarge = (message: string) => new HttpError("PAYLOAD_TOO_LARGE", message);

type Entry = { readonly name: string; value?: string | File };

/** A parsed form whose files wait in temporary files until `dispose` removes them. */
export interface SpooledForm {
  readonly form: FormData;
  /** Removes the temporary files; call it once the request is answered, whatever happened. */
  dispose(): Promise<void>;
}

/**
 * Reads a form body as it streams (busboy), holding it to `limits`: a request is refused at the
 * first part, file byte or field byte over a limit, and the rest of the body is not parsed.
 * Each file is written as it arrives to a temporary file of its own (mode 0600, in the system's
 * temporary folder: TMPDIR), so a held upload costs disk, not memory; its File reads from there.
 * A refused, malformed or abandoned body removes its temporary files before this rejects.
 * Answers the fields and files in the order they came.
 */
export const readFormBody = async (
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: FormBodyLimits,
): Promise<SpooledForm> => {
  const maxParts = limits.maxParts ?? DEFAULT_FORM_MAX_PARTS;
  const maxFieldBytes = limits.maxFieldBytes ?? DEFAULT_FORM_MAX_FIELD_BYTES;
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      limits: {
        // Past the cap, so the first part over it still arrives with its name and is refused here
        // (busboy's own limit is only the backstop).
        parts: maxParts + 2,
        // url-encoded bodies count fields, not parts
        fields: maxParts + 2,
        fileSize: limits.maxFileBytes,
        fieldSize: maxFieldBytes,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
      },
    });
  } catch {
    throw invalidInput("Form body is malformed (no multipart boundary)");
  }
  const entries: Entry[] = [];
  const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
  let refusal: DomainError | HttpError | undefined;
  const refuse = (error: DomainError | HttpError) => {
    refusal ??= error;
    // Destroying the source ends the pipeline at once: nothing after this part is parsed.
    source.destroy(error);
  };
  const maxFiles = limits.maxFiles ?? maxParts;
  const temporaryFiles: string[] = [];
  const fileStreams: Readable[] = [];
  const writes: Promise<void>[] = [];
  const dispose = async () => {
    await Promise.all(temporaryFiles.map((path) => rm(path, { force: true })));
  };
  let parts = 0;
  let files = 0;
  const partsOverLimit = (name: string) =>
    refuse(invalidField(name, `Form has more than ${maxParts} parts; ${name} is one too many`));
  parser.on("partsLimit", () => partsOverLimit("body"));
  parser.on("fieldsLimit", () => partsOverLimit("body"));
  parser.on("field", (name, value, nameTruncated, valueTruncated) => {
    parts += 1;
    if (parts > maxParts) return partsOverLimit(name);
    if (nameTruncated) return refuse(tooLarge(`A form field name is longer than ${MAX_FIELD_NAME_BYTES} bytes`));
    if (valueTruncated) return refuse(tooLarge(`Form field ${name} is longer than ${maxFieldBytes} bytes`));
    entries.push({ name, value });
  });
  parser.on("file", (name, stream, filename, _encoding, mimeType) => {
    // A body cut inside a file errors the file's stream too; the pipeline below reports it, and a
    // stream error with no listener would take the whole process down.
    stream.on("error", () => undefined);
    parts += 1;
    files += 1;
    if (parts > maxParts) return partsOverLimit(name);
    if (files > maxFiles) return refuse(invalidField(name, `Form has more than ${maxFiles} file(s)`));
    const entry: Entry = { name };
    entries.push(entry);
    const path = join(tmpdir(), `finance-upload-${randomBytes(12).toString("hex")}`);
    temporaryFiles.push(path);
    fileStreams.push(stream);
    stream.on("limit", () => refuse(tooLarge(`File ${name} is larger than ${limits.maxFileBytes} bytes`)));
    writes.push(
      pipeline(stream, createWriteStream(path, { flags: "wx", mode: 0o600 })).then(async () => {
        entry.value = new File([await openAsBlob(path, { type: mimeType })], filename || "blob", { type: mimeType });
      }),
    );
  });
  const finished = new Promise<void>((resolve) => parser.once("finish", resolve));
  try {
    try {
      await pipeline(source, parser);
      await finished;
    } catch (error) {
      // A cut or refused body may leave a file's stream open: end its write too.
      for (const stream of fileStreams) stream.destroy(error as Error);
      throw error;
    } finally {
      // Every write settles before its file is judged or removed.
      await Promise.allSettled(writes);
    }
    if (refusal) throw refusal;
    await Promise.all(writes);
  } catch (error) {
    await dispose();
    if (refusal) throw refusal;
    if (isDomainError(error) || error instanceof HttpError) throw error;
    throw invalidInput("Form body is malformed");
  }
  const form = new FormData();
  for (const { name, value } of entries) if (value !== undefined) form.append(name, value);
  return { form, dispose };
};

/**
 * Middleware for a route that takes a form (multipart or url-encoded): parses the body with
 * `readFormBody` under `limits` and leaves the result where hono's form validator and
 * `c.req.parseBody()` look first, so the route reads it as usual. Other media types pass
 * untouched (the route's own validation answers them).
 */
export const formBody =
  <E extends Env = Env>(limits: FormBodyLimits): MiddlewareHandler<E> =>
  async (c, next) => {
    const contentType = c.req.header("content-type") ?? "";
    const body = c.req.raw.body;
    if (!FORM_TYPE.test(contentType) || body === null) return next();
    const { form, dispose } = await readFormBody(body, contentType, limits);
    c.req.bodyCache.formData = form;
    try {
      await next();
    } finally {
      await dispose();
    }
  };

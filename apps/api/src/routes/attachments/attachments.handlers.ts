import { ATTACHMENT_EXTENSIONS } from "@finance/domain";
import { HttpError } from "../../http/errors";
import { type AppRouteHandler, success } from "../../http/openapi";
import { sniffAttachmentType } from "./attachments.fileType";
import { presentAttachment } from "./attachments.presenters";
import type * as routes from "./attachments.routes";

/** The type is judged from at most this many first bytes (a JPEG's size header may follow a large EXIF block). */
const SNIFF_BYTES = 1024 * 1024;

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const { file } = c.req.valid("form");
  // The upload waits in a temporary file (formBody); only its head is read into memory.
  const contentType = sniffAttachmentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (contentType === null) {
    throw new HttpError("UNSUPPORTED_ATTACHMENT_TYPE", "Attachment must be a PNG, JPEG, WebP or PDF file");
  }
  const attachment = await c.get("useCases").addAttachment.execute(c.get("userId"), {
    transactionId: c.req.valid("param").id,
    contentType,
    content: file.stream(),
    sizeBytes: file.size,
  });
  return c.json(success("ATTACHMENT_CREATED", "Attachment stored", { attachment: presentAttachment(attachment) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const attachments = await c.get("useCases").listAttachments.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("ATTACHMENTS_FETCHED", "Attachments fetched", { attachments: attachments.map(presentAttachment) }),
    200,
  );
};

/** A web stream over the store's chunks; a client that goes away stops the reading (and closes the file). */
const streamOf = (content: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> => {
  const chunks = content[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return?.();
    },
  });
};

export const download: AppRouteHandler<typeof routes.download> = async (c) => {
  const { attachment, file } = await c
    .get("useCases")
    .getAttachmentFile.execute(c.get("userId"), c.req.valid("param").id);
  // The name is made of the id and the type alone: nothing a client wrote reaches the header.
  const filename = `${attachment.id}.${ATTACHMENT_EXTENSIONS[attachment.contentType]}`;
  return c.body(streamOf(file.content), 200, {
    "Content-Type": attachment.contentType,
    "Content-Length": String(file.sizeBytes),
    "Content-Disposition": `attachment; filename="${filename}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const attachment = await c.get("useCases").deleteAttachment.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(
    success("ATTACHMENT_DELETED", "Attachment deleted", { attachment: presentAttachment(attachment) }),
    200,
  );
};

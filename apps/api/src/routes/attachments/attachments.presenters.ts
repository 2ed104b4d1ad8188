import { ATTACHMENT_TYPES, type Attachment } from "@finance/domain";
import { z } from "@hono/zod-openapi";
import { DateTime, Id, iso } from "../shared/presenters";

export const AttachmentSchema = z
  .object({
    id: Id,
    transactionId: Id,
    contentType: z.enum(ATTACHMENT_TYPES).openapi({ description: "Decided from the file's bytes" }),
    size: z.number().int().openapi({ description: "Bytes", example: 48213 }),
    createdAt: DateTime,
  })
  .openapi("Attachment");

export const presentAttachment = (attachment: Attachment): z.infer<typeof AttachmentSchema> => ({
  id: attachment.id,
  transactionId: attachment.transactionId,
  contentType: attachment.contentType,
  size: attachment.sizeBytes,
  createdAt: iso(attachment.createdAt),
});

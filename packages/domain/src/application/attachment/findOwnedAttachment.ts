import type { Attachment } from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import { attachmentNotFound } from "../../shared/domainErrors";
import { type AttachmentId, parseUuid, type UserId } from "../../shared/Id";

/** The caller's attachment: a malformed id, a missing one and another user's all read ATTACHMENT_NOT_FOUND. */
export const findOwnedAttachment = async (
  attachments: AttachmentRepo,
  userId: UserId,
  id: unknown,
): Promise<Attachment> => {
  const uuid = parseUuid<AttachmentId>(id);
  const attachment = uuid === null ? null : await attachments.findById(uuid);
  if (!attachment || attachment.userId !== userId) throw attachmentNotFound();
  return attachment;
};

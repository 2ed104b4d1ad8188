import type { Attachment } from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore } from "../../model/attachment/FileStore";
import { removeUnusedFiles } from "../../model/attachment/removeUnusedFiles";
import { attachmentNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedAttachment } from "./findOwnedAttachment";

/** Removes one of the caller's attachments: the row, then its file unless another row shares it. */
export class DeleteAttachment {
  constructor(
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
  ) {}

  async execute(userId: UserId, id: string): Promise<Attachment> {
    const owned = await findOwnedAttachment(this.attachments, userId, id);
    const deleted = await this.attachments.delete(owned.id);
    if (!deleted) throw attachmentNotFound();
    await removeUnusedFiles(this.attachments, this.files, [deleted.fileKey]);
    return deleted;
  }
}

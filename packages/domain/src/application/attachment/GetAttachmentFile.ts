import type { Attachment } from "../../model/attachment/Attachment";
import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore, StoredFile } from "../../model/attachment/FileStore";
import { attachmentNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedAttachment } from "./findOwnedAttachment";

export interface AttachmentFile {
  readonly attachment: Attachment;
  readonly file: StoredFile;
}

/** One of the caller's attachments with its bytes, to be streamed. A row whose file is gone reads as missing. */
export class GetAttachmentFile {
  constructor(
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
  ) {}

  async execute(userId: UserId, id: string): Promise<AttachmentFile> {
    const attachment = await findOwnedAttachment(this.attachments, userId, id);
    const file = await this.files.get(attachment.fileKey);
    if (!file) throw attachmentNotFound();
    return { attachment, file };
  }
}

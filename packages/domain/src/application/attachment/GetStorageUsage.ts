import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { UserId } from "../../shared/Id";

export interface StorageUsage {
  /** The user's stored files (attachments, kept receipt images), each file once. */
  readonly storedBytes: number;
  /** STORAGE_QUOTA_BYTES: an upload that would take `storedBytes` past it is refused. */
  readonly quotaBytes: number;
}

/** How much of their storage quota the caller's files take. */
export class GetStorageUsage {
  constructor(
    private readonly attachments: AttachmentRepo,
    private readonly quotaBytes: number,
  ) {}

  async execute(userId: UserId): Promise<StorageUsage> {
    return { storedBytes: await this.attachments.storedBytes(userId), quotaBytes: this.quotaBytes };
  }
}

import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import type { UserId } from "../../shared/Id";
import { findOwnedTag } from "./findOwnedTag";

export class GetTag {
  constructor(private readonly tags: TagRepo) {}

  execute(userId: UserId, id: string): Promise<Tag> {
    return findOwnedTag(this.tags, userId, id);
  }
}

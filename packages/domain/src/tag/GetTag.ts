import type { UserId } from "../shared/Id";
import { findOwnedTag } from "./findOwnedTag";
import type { Tag } from "./Tag";
import type { TagRepo } from "./TagRepo";

export class GetTag {
  constructor(private readonly tags: TagRepo) {}

  execute(userId: UserId, id: string): Promise<Tag> {
    return findOwnedTag(this.tags, userId, id);
  }
}

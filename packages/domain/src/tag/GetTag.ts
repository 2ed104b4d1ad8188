import { findOwnedTag } from "./findOwnedTag";
import type { Tag } from "./Tag";
import type { TagRepo } from "./TagRepo";

export class GetTag {
  constructor(private readonly tags: TagRepo) {}

  execute(userId: string, id: string): Promise<Tag> {
    return findOwnedTag(this.tags, userId, id);
  }
}

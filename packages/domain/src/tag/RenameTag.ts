import type { UserId } from "../shared/Id";
import { parseName } from "../shared/text";
import { findOwnedTag } from "./findOwnedTag";
import type { Tag } from "./Tag";
import type { TagRepo } from "./TagRepo";

export class RenameTag {
  constructor(private readonly tags: TagRepo) {}

  async execute(userId: UserId, id: string, input: { name: string }): Promise<Tag> {
    const tag = await findOwnedTag(this.tags, userId, id);
    return this.tags.rename(tag.id, parseName(input.name));
  }
}

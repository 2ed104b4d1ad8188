import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import type { UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";
import { findOwnedTag } from "./findOwnedTag";

export class RenameTag {
  constructor(private readonly tags: TagRepo) {}

  async execute(userId: UserId, id: string, input: { name: string }): Promise<Tag> {
    const tag = await findOwnedTag(this.tags, userId, id);
    return this.tags.rename(tag.id, parseName(input.name));
  }
}

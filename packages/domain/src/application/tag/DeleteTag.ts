import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { tagNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedTag } from "./findOwnedTag";

/** Deletes the tag and takes it off every transaction that had it; the transactions stay. */
export class DeleteTag {
  constructor(private readonly tags: TagRepo) {}

  async execute(userId: UserId, id: string): Promise<Tag> {
    const tag = await findOwnedTag(this.tags, userId, id);
    if (!(await this.tags.delete(tag.id))) throw tagNotFound();
    return tag;
  }
}

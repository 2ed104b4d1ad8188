import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { invalidTagId, tagNotFound } from "../../shared/domainErrors";
import { parseUuid, type TagId, type UserId } from "../../shared/Id";

/** A malformed id is VALIDATION_ERROR; a tag that does not exist and one of another user's answer alike: TAG_NOT_FOUND. */
export const findOwnedTag = async (tags: TagRepo, userId: UserId, tagId: unknown): Promise<Tag> => {
  const id = parseUuid<TagId>(tagId);
  if (!id) throw invalidTagId();
  const tag = await tags.findById(id);
  if (!tag || tag.userId !== userId) throw tagNotFound();
  return tag;
};

/** The caller's tags named by already parsed `tagIds`, or TAG_NOT_FOUND naming each id that is not one. */
export const requireOwnedTags = async (tags: TagRepo, userId: UserId, tagIds: readonly TagId[]): Promise<void> => {
  if (tagIds.length === 0) return;
  const owned = await tags.findOwned(userId, tagIds);
  const found = new Set(owned.map((tag) => tag.id));
  const missing = tagIds.flatMap((id, index) => (found.has(id) ? [] : [{ index }]));
  if (missing.length > 0) throw tagNotFound(missing);
};

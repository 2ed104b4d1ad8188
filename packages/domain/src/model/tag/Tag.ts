import { invalidField } from "../../shared/domainErrors";
import { parseUuid, type TagId, type UserId } from "../../shared/Id";

export interface Tag {
  readonly id: TagId;
  readonly userId: UserId;
  readonly name: string;
  readonly createdAt: Date;
}

/** At most this many distinct tags on one transaction. */
export const MAX_TAGS_PER_TRANSACTION = 20;

/**
 * A transaction's `tagIds`: an array of tag ids, each a UUID (canonical lower case), duplicates
 * folded, at most MAX_TAGS_PER_TRANSACTION distinct ones; sorted, so a set reads the same
 * whichever store answers it. `[]` is a valid (empty) set.
 */
export const parseTagIds = (value: unknown): TagId[] => {
  if (!Array.isArray(value)) throw invalidField("tagIds", "tagIds must be an array of tag ids");
  const ids = new Set<TagId>();
  value.forEach((item, index) => {
    const id = parseUuid<TagId>(item);
    if (!id) throw invalidField(`tagIds.${index}`, "Tag id is not valid");
    ids.add(id);
  });
  if (ids.size > MAX_TAGS_PER_TRANSACTION) {
    throw invalidField("tagIds", `A transaction has at most ${MAX_TAGS_PER_TRANSACTION} tags`);
  }
  return [...ids].sort();
};

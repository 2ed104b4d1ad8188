import type { Tag } from "../../model/tag/Tag";
import type { TagRepo } from "../../model/tag/TagRepo";
import { invalidField } from "../../shared/domainErrors";
import { parseUuid, type TagId, type UserId } from "../../shared/Id";

export interface ListTagsInput {
  limit?: number;
  cursor?: string;
}

export interface TagList {
  readonly items: Tag[];
  readonly limit: number;
  readonly nextCursor: string | null;
  readonly hasMore: boolean;
}

export const DEFAULT_TAG_PAGE_SIZE = 100;
export const MAX_TAG_PAGE_SIZE = 500;

/** The caller's tags, oldest first, keyset paged: the cursor is the last tag's id. */
export class ListTags {
  constructor(private readonly tags: TagRepo) {}

  async execute(userId: UserId, input: ListTagsInput = {}): Promise<TagList> {
    const limit = input.limit ?? DEFAULT_TAG_PAGE_SIZE;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TAG_PAGE_SIZE) {
      throw invalidField("limit", `limit must be an integer from 1 to ${MAX_TAG_PAGE_SIZE}`);
    }
    let afterId: TagId | undefined;
    if (input.cursor !== undefined) {
      const id = parseUuid<TagId>(input.cursor);
      if (!id) throw invalidField("cursor", "Cursor is not valid");
      afterId = id;
    }
    const page = await this.tags.list({ userId, limit, ...(afterId && { afterId }) });
    const last = page.items.at(-1);
    return { items: page.items, limit, hasMore: page.hasMore, nextCursor: page.hasMore && last ? last.id : null };
  }
}

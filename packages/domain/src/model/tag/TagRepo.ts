import type { TagId, UserId } from "../../shared/Id";
import type { Tag } from "./Tag";

export interface TagListQuery {
  readonly userId: UserId;
  readonly limit: number;
  /** The last id of the previous page: the page starts after it (ids ascending). */
  readonly afterId?: TagId;
}

export interface TagPage {
  readonly items: Tag[];
  readonly hasMore: boolean;
}

/** Port for the Tag aggregate. A tag's links to transactions are written by TransactionRepo. */
export interface TagRepo {
  /** Fails with TAG_ALREADY_EXISTS when the user has the name already (case-insensitive), also under a race. */
  create(tag: Tag): Promise<void>;
  findById(id: TagId): Promise<Tag | null>;
  /** The user's tags among `ids` (ids of other users' tags and unknown ids are left out). */
  findOwned(userId: UserId, ids: readonly TagId[]): Promise<Tag[]>;
  /** The user's tags, ids ascending (creation order: ids are time ordered), keyset paged. */
  list(query: TagListQuery): Promise<TagPage>;
  /**
   * Renames it; TAG_ALREADY_EXISTS under the same rule as create, TAG_NOT_FOUND when it is gone.
   * Answers the stored tag.
   */
  rename(id: TagId, name: string): Promise<Tag>;
  /** Removes it and, in the same atomic step, its links to transactions; false when it was not there. */
  delete(id: TagId): Promise<boolean>;
}

import {
  type Tag,
  type TagId,
  type TagListQuery,
  type TagPage,
  type TagRepo,
  tagAlreadyExists,
  tagNotFound,
  type UserId,
} from "../index";
import { copy, type MemoryStore } from "./MemoryStore";

/** Each call checks, then writes, with no `await` in between: atomic on the one JavaScript thread. */
export class MemoryTagRepo implements TagRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(tag: Tag): Promise<void> {
    this.assertNameFree(tag.userId, tag.name, tag.id);
    this.store.tags.set(tag.id, copy(tag));
  }

  async findById(id: TagId): Promise<Tag | null> {
    const tag = this.store.tags.get(id);
    return tag ? copy(tag) : null;
  }

  async findOwned(userId: UserId, ids: readonly TagId[]): Promise<Tag[]> {
    return ids.flatMap((id) => {
      const tag = this.store.tags.get(id);
      return tag && tag.userId === userId ? [copy(tag)] : [];
    });
  }

  async list({ userId, limit, afterId }: TagListQuery): Promise<TagPage> {
    const rows = [...this.store.tags.values()]
      .filter((tag) => tag.userId === userId && (afterId === undefined || tag.id > afterId))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { items: rows.slice(0, limit).map(copy), hasMore: rows.length > limit };
  }

  async rename(id: TagId, name: string): Promise<Tag> {
    const tag = this.store.tags.get(id);
    if (!tag) throw tagNotFound();
    this.assertNameFree(tag.userId, name, id);
    const renamed = { ...tag, name };
    this.store.tags.set(id, renamed);
    return copy(renamed);
  }

  async delete(id: TagId): Promise<boolean> {
    if (!this.store.tags.delete(id)) return false;
    for (const tx of this.store.transactions.values()) {
      if (tx.tagIds.includes(id)) {
        this.store.transactions.set(tx.id, { ...tx, tagIds: tx.tagIds.filter((tagId) => tagId !== id) });
      }
    }
    return true;
  }

  /** Case-insensitive like the databases' lower(name) index (which folds ASCII only on SQLite). */
  private assertNameFree(userId: UserId, name: string, id: TagId): void {
    const lower = name.toLowerCase();
    for (const tag of this.store.tags.values()) {
      if (tag.id !== id && tag.userId === userId && tag.name.toLowerCase() === lower) throw tagAlreadyExists();
    }
  }
}

import type { CreationListQuery, CreationPage, Id, UserId } from "../index";
import { copy } from "./MemoryStore";
import { byCreation } from "./order";

type Listed = { id: Id<string>; userId: UserId; createdAt: Date; archived: boolean };

/** One keyset page in creation order, as the SQL stores cut it: `limit + 1` rows say whether more follow. */
export const creationPageOf = <T extends Listed>(rows: Iterable<T>, query: CreationListQuery): CreationPage<T> => {
  const after = query.after;
  const matching = [...rows]
    .filter((row) => row.userId === query.userId && (query.includeArchived || !row.archived))
    .filter((row) => !after || byCreation(row, after) > 0)
    .sort(byCreation);
  const items = matching.slice(0, query.limit).map(copy);
  const last = items.at(-1);
  return {
    items,
    nextCursor: matching.length > query.limit && last ? { createdAt: last.createdAt, id: last.id } : null,
  };
};

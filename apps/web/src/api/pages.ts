/** How many of an owned list one request asks for (the API's largest wallet and category page). */
export const OWNED_PAGE_SIZE = 100;

/** A page more after this many would mean a runaway cursor; no person owns that many wallets. */
const MAX_PAGES = 50;

/**
 * Every item of a keyset-paged owned list (wallets, categories, tags): pages are fetched in turn
 * until `nextCursor` is null. These lists are short, and forms need all of them (selects, names).
 */
export const collectPages = async <T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
): Promise<T[]> => {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(cursor);
    items.push(...answer.items);
    if (!answer.nextCursor) break;
    cursor = answer.nextCursor;
  }
  return items;
};

/** API-shaped wallets, categories, tags and transactions for the list pages' component tests. */

const AT = "2026-03-01T12:00:00.000Z";

let counter = 0;
/** A UUID-looking id, distinct per call. */
export const newId = () => `0190f0f0-0000-7000-8000-${String(++counter).padStart(12, "0")}`;

export const wallet = (fields: {
  name: string;
  currency: string;
  balance?: number;
  archived?: boolean;
  id?: string;
}) => ({
  id: fields.id ?? newId(),
  name: fields.name,
  currency: fields.currency,
  balance: fields.balance ?? 0,
  initialBalance: fields.balance ?? 0,
  archived: fields.archived ?? false,
  createdAt: AT,
});

export const category = (fields: { name: string; archived?: boolean; id?: string }) => ({
  id: fields.id ?? newId(),
  name: fields.name,
  archived: fields.archived ?? false,
  createdAt: AT,
});

export const tag = (fields: { name: string; id?: string }) => ({
  id: fields.id ?? newId(),
  name: fields.name,
  createdAt: AT,
});

export const transaction = (fields: {
  amount: number;
  walletId: string;
  currency: string;
  categoryId?: string | null;
  description?: string;
  date?: string;
  transferId?: string | null;
  tagIds?: string[];
  id?: string;
}) => ({
  id: fields.id ?? newId(),
  amount: fields.amount,
  type: fields.amount < 0 ? ("expense" as const) : ("income" as const),
  description: fields.description ?? "",
  date: fields.date ?? AT,
  currency: fields.currency,
  walletId: fields.walletId,
  categoryId: fields.categoryId === undefined ? null : fields.categoryId,
  transferId: fields.transferId ?? null,
  createdAt: AT,
  updatedAt: AT,
  version: 1,
  tagIds: fields.tagIds ?? [],
});

const page = (nextCursor: string | null = null, limit = 100) => ({ limit, nextCursor, hasMore: nextCursor !== null });

export const walletsBody = (wallets: unknown[], nextCursor: string | null = null) => ({
  code: "WALLETS_FETCHED",
  message: "Wallets fetched",
  wallets,
  page: page(nextCursor),
});

export const categoriesBody = (categories: unknown[]) => ({
  code: "CATEGORIES_FETCHED",
  message: "Categories fetched",
  categories,
  page: page(),
});

export const tagsBody = (tags: unknown[]) => ({ code: "TAGS_FETCHED", message: "Tags fetched", tags, page: page() });

export const transactionsBody = (transactions: unknown[], nextCursor: string | null = null) => ({
  code: "TRANSACTIONS_FETCHED",
  message: "Transactions fetched",
  transactions,
  page: page(nextCursor, 50),
});

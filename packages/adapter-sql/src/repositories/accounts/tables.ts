import type { OutboxEventsTable } from "../../outboxSql";
import type { IdempotencyKeysTable, TableWith } from "../../tables";

export type UsersTable = TableWith<"id" | "name" | "email" | "passwordHash" | "createdAt" | "tokensValidAfter">;
export type RefreshTokenFamiliesTable = TableWith<"id" | "userId" | "createdAt" | "revokedAt">;
export type RefreshTokensTable = TableWith<
  "id" | "userId" | "familyId" | "tokenHash" | "createdAt" | "expiresAt" | "rotatedAt"
>;
export type PersonalAccessTokensTable = TableWith<
  "id" | "userId" | "name" | "scopes" | "tokenHash" | "createdAt" | "expiresAt" | "lastUsedAt"
>;

/** Every table the accounts' repositories (users, sessions, personal tokens, idempotency keys) read and write. */
export interface AccountTables {
  readonly users: UsersTable;
  readonly refreshTokenFamilies: RefreshTokenFamiliesTable;
  readonly refreshTokens: RefreshTokensTable;
  readonly personalAccessTokens: PersonalAccessTokensTable;
  readonly idempotencyKeys: IdempotencyKeysTable;
}

/** The accounts' tables out of a dialect's schema module (`import * as schema`). */
export const accountTablesOf = (schema: AccountTables): AccountTables => ({
  users: schema.users,
  refreshTokenFamilies: schema.refreshTokenFamilies,
  refreshTokens: schema.refreshTokens,
  personalAccessTokens: schema.personalAccessTokens,
  idempotencyKeys: schema.idempotencyKeys,
});

export type BudgetRowsTable = TableWith<
  | "id"
  | "ownerId"
  | "name"
  | "currency"
  | "limitMinor"
  | "period"
  | "startDate"
  | "endDate"
  | "walletId"
  | "createdAt"
  | "updatedAt"
  | "version"
>;
export type BudgetMemberRowsTable = TableWith<
  "id" | "budgetId" | "userId" | "email" | "role" | "share" | "status" | "invitedAt" | "respondedAt"
>;
/** The budget owner's name and e-mail, as the invitations' inbox shows them. */
export type BudgetUsersTable = TableWith<"id" | "name" | "email">;

/** Every table the budgets' repository reads and writes. */
export interface BudgetRepoTables {
  readonly budgets: BudgetRowsTable;
  readonly budgetCategories: TableWith<"budgetId" | "position" | "categoryId">;
  readonly budgetMembers: BudgetMemberRowsTable;
  /** Where membership writes append their events. */
  readonly outboxEvents: OutboxEventsTable;
}

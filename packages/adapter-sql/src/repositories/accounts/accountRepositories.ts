import type { DashboardQuery, Repositories, StoreVersion } from "@finance/domain";
import type { SqlDriver } from "../../driver";
import { type CategoryIdsOfRow, SqlBudgetRepo } from "./SqlBudgetRepo";
import { SqlIdempotencyKeyRepo } from "./SqlIdempotencyKeyRepo";
import { SqlPersonalAccessTokenRepo } from "./SqlPersonalAccessTokenRepo";
import { SqlRefreshTokenRepo } from "./SqlRefreshTokenRepo";
import { SqlUserRepo } from "./SqlUserRepo";
import { type AccountTables, accountTablesOf, type BudgetRepoTables, type BudgetUsersTable } from "./tables";

/** The budgets' and the accounts' repositories over a dialect's driver and schema module. */
export const accountRepositories = (
  driver: SqlDriver,
  schema: AccountTables & BudgetRepoTables & { readonly users: BudgetUsersTable },
  categoryIdsOfRow: CategoryIdsOfRow,
): Pick<Repositories, "budgets" | "users" | "idempotencyKeys" | "refreshTokens" | "personalAccessTokens"> => {
  const accounts = accountTablesOf(schema);
  return {
    budgets: new SqlBudgetRepo(driver, schema, categoryIdsOfRow),
    users: new SqlUserRepo(driver, accounts),
    idempotencyKeys: new SqlIdempotencyKeyRepo(driver, accounts),
    refreshTokens: new SqlRefreshTokenRepo(driver, accounts),
    personalAccessTokens: new SqlPersonalAccessTokenRepo(driver, accounts),
  };
};

/** What each dialect's builder adds to the shared repositories: the dashboard's query and the store's version. */
export interface AccountStores {
  readonly repositories: ReturnType<typeof accountRepositories>;
  readonly dashboard: DashboardQuery;
  readonly version: StoreVersion;
}

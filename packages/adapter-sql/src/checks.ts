import { BUDGET_PERIODS } from "@finance/domain";
import { type SQL, sql } from "drizzle-orm";

/** The domain's budget periods as the SQL list that both schemas' `budgets_period_ck` allows. */
export const budgetPeriodList: SQL = sql.raw(BUDGET_PERIODS.map((period) => `'${period}'`).join(", "));

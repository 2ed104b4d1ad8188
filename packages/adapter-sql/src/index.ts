export * from "./budgetSpendingSql";
export * from "./budgetSql";
export * from "./constraints";
export * from "./dashboardSql";
export type { SqlDialect } from "./dialect";
export * from "./mappers";
export * from "./paging";
export type * from "./tables";
export * from "./writes";

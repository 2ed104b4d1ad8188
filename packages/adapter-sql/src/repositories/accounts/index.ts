export * from "./accountRepositories";
export * from "./SqlBudgetRepo";
export * from "./SqlIdempotencyKeyRepo";
export * from "./SqlPersonalAccessTokenRepo";
export * from "./SqlRefreshTokenRepo";
export * from "./SqlUserRepo";
export * from "./tables";

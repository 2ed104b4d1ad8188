export * from "./auth";
export * from "./budgets";
export * from "./clock";
export * from "./failure";
export * from "./ids";
export * from "./inputs";
export * from "./world";

export * from "./dashboardContract";
export * from "./describeRepositoryContract";
export * from "./mothers";

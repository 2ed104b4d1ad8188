export * from "./describeRepositoryContract";
export * from "./mothers";
export * from "./dashboardContract";

export * from "./dashboardContract";
export * from "./describeRepositoryContract";
export * from "./legacySumsContract";
export * from "./mothers";
export * from "./repository/instants";
export * from "./repository/sumRange";
export * from "./storeVersionContract";

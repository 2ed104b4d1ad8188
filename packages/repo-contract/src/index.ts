export * from "./dashboardContract";
export * from "./describeRepositoryContract";
export * from "./instantsContract";
export * from "./legacySumsContract";
export * from "./mothers";
export * from "./sumRangeContract";

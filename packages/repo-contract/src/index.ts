export * from "./describeRepositoryContract";
export * from "./mothers";

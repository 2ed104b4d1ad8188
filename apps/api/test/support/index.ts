export * from "./client";
export * from "./clock";
export * from "./logs";
export * from "./mothers";
export * from "./stores";
export * from "./suites";
export * from "./testApp";
export * from "./tokens";

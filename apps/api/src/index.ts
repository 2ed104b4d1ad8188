export type { UseCases } from "@finance/domain";
export type { AppDeps, AppEnv, HttpServices } from "./app/AppDeps";
export { API_PREFIX, type App, createApp } from "./app/createApp";
export { type Config, ConfigError, loadConfig } from "./config/config";

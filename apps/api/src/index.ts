export type { AppDeps, AppEnv, HttpServices } from "./app/AppDeps";
export { API_PREFIX, type App, createApp } from "./app/createApp";
export type { UseCases } from "./app/useCases";
export { type Config, ConfigError, loadConfig } from "./config/config";

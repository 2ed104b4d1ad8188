export type { AppDeps, AppEnv } from "./app/AppDeps";
export { API_PREFIX, type App, createApp } from "./app/createApp";
export type { RouteContext, RouteModule } from "./app/RouteContext";
export { type Config, ConfigError, loadConfig } from "./config/config";

import type { OpenAPIHono } from "@hono/zod-openapi";
import { declaredErrors } from "./openapi";

const READ_METHODS = new Set(["get", "head"]);

/**
 * Every protected operation that writes may answer 403 INSUFFICIENT_SCOPE (a read-scoped personal
 * access token): `requireAuth` decides it from the method, so the document learns it here, once,
 * rather than from every route file. Call after the routers are mounted.
 */
export const declareScopeRefusals = (registry: OpenAPIHono["openAPIRegistry"]): void => {
  const forbidden = declaredErrors(403)[403];
  for (const definition of registry.definitions) {
    if (definition.type !== "route") continue;
    const { route } = definition;
    if (!route.security?.length || READ_METHODS.has(route.method) || route.responses[403]) continue;
    route.responses = { ...route.responses, 403: forbidden };
  }
};

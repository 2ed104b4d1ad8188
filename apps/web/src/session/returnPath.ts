import { useLocation } from "react-router";
import type { FromState } from "./RequireSession";

/**
 * Where to go after signing in: the page a signed-out visitor asked for (kept in the location's
 * state by `RequireSession`), else the dashboard. Only a path of this app, never another origin.
 */
export const useReturnPath = (): string => {
  const from = (useLocation().state as FromState | null)?.from;
  return from?.startsWith("/") && !from.startsWith("//") ? from : "/";
};

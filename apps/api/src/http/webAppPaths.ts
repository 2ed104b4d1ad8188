/** First path segments that belong to the service itself: the API, its health check, its reference. */
const SERVICE_SEGMENTS = new Set(["api", "health", "docs"]);

/**
 * Whether a path is the web app's (served from its build at `/`): every path but `/api/...`,
 * `/health` and `/docs/...`, which answer as they always did (their unknown paths a JSON 404).
 */
export const isWebAppPath = (path: string): boolean => {
  const end = path.indexOf("/", 1);
  return !SERVICE_SEGMENTS.has(path.slice(1, end === -1 ? undefined : end));
};

import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorAlert } from "../ui/ErrorAlert";
import { usePageTitle } from "./usePageTitle";

/**
 * How browsers word a page chunk that did not arrive (Chrome, Firefox, Safari) and Vite's own
 * preload failure: the network, or a deploy that replaced the hashed files this page still names.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

export const PAGE_LOAD_FAILURE_MESSAGE =
  "This page could not be loaded: the service could not be reached or the app was updated. Check your connection and reload the page.";

/** A loader may wrap the browser's error; its `cause` keeps the words. */
const isChunkFailure = (error: unknown): boolean =>
  error instanceof Error && (CHUNK_FAILURE.test(error.message) || isChunkFailure(error.cause));

const messageOf = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `The page answered ${error.status} ${error.statusText}`.trim();
  if (isChunkFailure(error)) return PAGE_LOAD_FAILURE_MESSAGE;
  const detail = error instanceof Error && error.message ? ` (${error.message})` : "";
  return `Something went wrong while showing this page${detail}. Reloading usually helps.`;
};

/**
 * The route error boundary: a page whose code failed to load or to render says so in an alert,
 * with a way to try again, instead of leaving a blank screen. Inside the signed-in layout it
 * replaces only the page, so the navigation stays usable.
 */
export const RouteError = () => {
  usePageTitle("Page not loaded");
  const error = useRouteError();
  return (
    <div className="page-status">
      <h1>This page could not be shown</h1>
      <ErrorAlert message={messageOf(error)} />
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
};

import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { newQueryClient } from "../../src/api/queryClient";
import { routes } from "../../src/routes";
import { RequireSession } from "../../src/session/RequireSession";
import { SessionProvider } from "../../src/session/SessionProvider";
import { apiError, FakeApi, tokenAnswer } from "./fakeApi";

export type { Answer, Handler, SentRequest } from "./fakeApi";
export { apiError, FakeApi, NETWORK_DOWN, tokenAnswer } from "./fakeApi";

export interface RenderOptions {
  /** The address the memory router starts at. Default `/`. */
  readonly path?: string;
  /**
   * Whether the refresh cookie is good: the session's first refresh answers tokens (true, the
   * default) or 401 REFRESH_TOKEN_INVALID (false: the visitor is signed out).
   */
  readonly signedIn?: boolean;
  /** The fake service; routes may also be added after rendering. Default a new one. */
  readonly api?: FakeApi;
  /**
   * The route pattern `ui` is rendered at (e.g. `/budgets/:budgetId`). Default `*`. Ignored
   * without `ui`.
   */
  readonly route?: string;
}

/**
 * Renders a page as the app does: a query client, a session whose client sends its requests to a
 * `FakeApi`, and a memory router. With `ui`, that element is the whole page at `route`, behind
 * `RequireSession` as in the app (with a `/login` stand-in to land on); without it, the app's own route table (layout, redirects, lazy
 * pages) is rendered at `path`.
 *
 * ```tsx
 * const { api, user, findByRole } = renderWithSession(<SettingsPage />, { path: "/settings" });
 * api.on("GET", "/api/v1/auth/tokens", { body: { code: "TOKENS_FETCHED", message: "", tokens: [] } });
 * ```
 * Register the routes a page fetches on mount before rendering (pass `api`), or in the same tick.
 */
export const renderWithSession = (ui?: ReactElement, options: RenderOptions = {}) => {
  const api = options.api ?? new FakeApi();
  // Defaults under any route the test registered itself (before or after rendering).
  api.fallback(
    "POST",
    "/api/v1/auth/refresh",
    options.signedIn === false
      ? apiError(401, "REFRESH_TOKEN_INVALID", "The refresh token is invalid or expired: log in again")
      : () => tokenAnswer(), // a new access token on every refresh, as the service gives
  );
  api.fallback("POST", "/api/v1/auth/logout", { body: { code: "LOGGED_OUT", message: "Logged out" } });

  const queryClient = newQueryClient();
  // The app's retry policy, without the pause between tries.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

  const router = createMemoryRouter(
    ui
      ? [
          { path: "/login", element: <h1>Log in</h1> },
          { element: <RequireSession />, children: [{ path: options.route ?? "*", element: ui }] },
        ]
      : routes,
    { initialEntries: [options.path ?? "/"] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider fetch={api.fetch} baseUrl="http://localhost:3000">
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, api, router, queryClient, user: userEvent.setup() };
};

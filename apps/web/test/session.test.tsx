import { act, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession, tokenAnswer } from "./support/renderWithSession";

const NO_TOKENS = { body: { code: "TOKENS_FETCHED", message: "Tokens fetched", tokens: [] } };

afterEach(() => {
  vi.useRealTimers();
});

describe("the signed-in frame", () => {
  it("has the navigation landmark with the contract's links and a Log out button", async () => {
    const { findByRole, getByRole } = renderWithSession(undefined, { path: "/settings", api: new FakeApi() });
    const nav = await findByRole("navigation");
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        "Dashboard",
        "Transactions",
        "Wallets",
        "Categories",
        "Budgets",
        "Receipts",
        "Import",
        "Settings",
      ]),
    );
    expect(getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });

  it("moves focus to the new page's heading after following a link", async () => {
    const api = new FakeApi().on("GET", "/api/v1/auth/tokens", NO_TOKENS);
    const { findByRole, user } = renderWithSession(undefined, { path: "/not-a-page", api });
    await findByRole("heading", { name: "Page not found" });
    await user.click(await findByRole("link", { name: "Settings" }));
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    expect(document.activeElement).toHaveTextContent("Settings");
  });

  it("moves focus to the page's main region when the new page has no heading yet (its data still loading)", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", NO_TOKENS)
      .on("GET", "/api/v1/budgets/:budgetId", () => new Promise<never>(() => {}));
    const { findByRole, router } = renderWithSession(undefined, { path: "/settings", api });
    await findByRole("heading", { name: "Settings", level: 1 });
    await act(() => router.navigate("/budgets/0190f0f0-0000-7000-8000-0000000000e1"));
    await findByRole("status");
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector("main")));
  });

  it("logs out on the service, then shows the login page", async () => {
    const api = new FakeApi().on("GET", "/api/v1/auth/tokens", NO_TOKENS);
    const { findByRole, findByText, user, router, queryClient } = renderWithSession(undefined, {
      path: "/settings",
      api,
    });
    await findByText(/no personal access tokens/i);
    expect(queryClient.getQueryCache().getAll()).not.toHaveLength(0);
    await user.click(await findByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // Nothing of this user's is kept for whoever signs in next.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    const [logout] = api.sent("POST", "/api/v1/auth/logout");
    expect(logout?.headers.get("X-Requested-With")).toBeTruthy();
  });

  it("keeps the user signed in when Log out cannot reach the service, and says so", async () => {
    const api = new FakeApi().on("POST", "/api/v1/auth/logout", NETWORK_DOWN);
    const { findByRole, user, router } = renderWithSession(undefined, { path: "/not-a-page", api });
    await user.click(await findByRole("button", { name: "Log out" }));
    expect(await findByRole("alert")).toHaveTextContent(/.+/);
    expect(router.state.location.pathname).toBe("/not-a-page");
  });
});

describe("the session", () => {
  it("signs out every tab when one logs out", async () => {
    const first = renderWithSession(undefined, { path: "/not-a-page" });
    const second = renderWithSession(undefined, { path: "/not-a-page" });
    await first.findAllByRole("button", { name: "Log out" });
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/not-a-page"));
    const [firstLogout] = await first.findAllByRole("button", { name: "Log out" });
    if (!firstLogout) throw new Error("no Log out button");
    await first.user.click(firstLogout);
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/login"));
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/login"));
    expect(second.api.sent("POST", "/api/v1/auth/logout")).toHaveLength(0);
  });

  it("refreshes the access token a minute before it expires (a quarter of its life if shorter)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const api = new FakeApi()
      .on("POST", "/api/v1/auth/refresh", tokenAnswer("TOKEN_REFRESHED", 40))
      .on("POST", "/api/v1/auth/refresh", tokenAnswer("TOKEN_REFRESHED", 3600), { times: 1 });
    const { findByRole } = renderWithSession(undefined, { path: "/not-a-page", api });
    await findByRole("heading", { name: "Page not found" });
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3_530_000));
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(2);
    // That refresh came at 3 540 s and its token lives 40 s: refreshed 10 s before it expires.
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(3);
  });

  it("refreshes once when a call meets an expired access token, and retries it", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", NO_TOKENS)
      .on("GET", "/api/v1/auth/tokens", apiError(401, "AUTH_TOKEN_EXPIRED", "Token expired"), { times: 1 });
    const { findByText } = renderWithSession(undefined, { path: "/settings", api });
    expect(await findByText(/no personal access tokens/i)).toBeInTheDocument();
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(2);
    const [expired, retried] = api.sent("GET", "/api/v1/auth/tokens");
    expect(retried?.headers.get("Authorization")).not.toBe(expired?.headers.get("Authorization"));
  });

  it("sends the user to /login, keeping the page, when the session is refused mid-way", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", apiError(401, "AUTH_TOKEN_EXPIRED", "Token expired"))
      .on("POST", "/api/v1/auth/refresh", apiError(401, "REFRESH_TOKEN_INVALID", "Log in again"))
      .on("POST", "/api/v1/auth/refresh", tokenAnswer(), { times: 1 });
    const { router } = renderWithSession(undefined, { path: "/settings", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/settings" });
  });

  it("refreshes when a call's access token is refused (revoked elsewhere), and asks again", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", NO_TOKENS)
      .on("GET", "/api/v1/auth/tokens", apiError(401, "AUTH_TOKEN_INVALID", "Access token is invalid"), { times: 1 });
    const { findByText, router } = renderWithSession(undefined, { path: "/settings", api });
    expect(await findByText(/no personal access tokens/i)).toBeInTheDocument();
    expect(api.sent("POST", "/api/v1/auth/refresh")).toHaveLength(2);
    expect(router.state.location.pathname).toBe("/settings");
  });

  it("signs out when a refused access token cannot be refreshed either", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", apiError(401, "AUTH_TOKEN_INVALID", "Access token is invalid"))
      .on("POST", "/api/v1/auth/refresh", apiError(401, "REFRESH_TOKEN_INVALID", "Log in again"))
      .on("POST", "/api/v1/auth/refresh", tokenAnswer(), { times: 1 });
    const { router } = renderWithSession(undefined, { path: "/settings", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/settings" });
  });

  it("offers to try again when the service cannot be reached on load", async () => {
    const api = new FakeApi().on("POST", "/api/v1/auth/refresh", NETWORK_DOWN, { times: 1 });
    const { findByRole, user } = renderWithSession(undefined, { path: "/not-a-page", api });
    expect(await findByRole("alert")).toHaveTextContent(/could not be reached/i);
    await user.click(await findByRole("button", { name: "Try again" }));
    expect(await findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

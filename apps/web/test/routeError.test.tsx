import { within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PAGE_LOAD_FAILURE_MESSAGE } from "../src/layout/RouteError";
import { FakeApi, renderWithSession } from "./support/renderWithSession";

// The wallets page's chunk fails to arrive, as when the network drops or a deploy replaced it.
vi.mock("../src/pages/WalletsPage", () => {
  throw new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/WalletsPage-1a2b3c.js");
});

describe("a page whose code cannot be loaded", () => {
  it("says so in an alert with a Reload button, inside the layout whose navigation still works", async () => {
    const { findByRole, getByRole } = renderWithSession(undefined, { path: "/wallets", api: new FakeApi() });
    const alert = await findByRole("alert");
    expect(alert).toHaveTextContent(PAGE_LOAD_FAILURE_MESSAGE);
    expect(getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeInTheDocument();
    expect(getByRole("button", { name: "Reload" })).toBeInTheDocument();
    const nav = getByRole("navigation");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });
});

import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import SettingsPage from "../src/pages/SettingsPage";
import { apiError, FakeApi, renderWithSession } from "./support/renderWithSession";

const TOKEN = {
  id: "0190f0f0-0000-7000-8000-0000000000b1",
  name: "Nightly export",
  scopes: ["read"],
  createdAt: "2026-03-01T12:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
};
const tokenList = (tokens: unknown[]) => ({ body: { code: "TOKENS_FETCHED", message: "Tokens fetched", tokens } });

const settings = (api: FakeApi) => renderWithSession(<SettingsPage />, { path: "/settings", api });

describe("settings: password", () => {
  const submit = async (view: ReturnType<typeof settings>, current: string, next: string) => {
    await view.user.type(await view.findByLabelText("Current password"), current);
    await view.user.type(view.getByLabelText("New password"), next);
    await view.user.click(view.getByRole("button", { name: "Change password" }));
  };

  it("shows a wrong current password in an alert", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", tokenList([]))
      .on("POST", "/api/v1/auth/password", apiError(401, "INVALID_CREDENTIALS", "The current password is wrong"));
    const view = settings(api);
    await submit(view, "not-it-at-all", "a new password");
    expect(await view.findByRole("alert")).toHaveTextContent("The current password is wrong");
    expect(view.router.state.location.pathname).toBe("/settings");
  });

  it("shows a too short new password next to its field", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", tokenList([]))
      .on(
        "POST",
        "/api/v1/auth/password",
        apiError(400, "VALIDATION_ERROR", "Request validation failed", [
          { path: "newPassword", message: "Password must be at least 8 characters" },
        ]),
      );
    const view = settings(api);
    await submit(view, "old password", "short");
    await view.findByRole("alert");
    const field = view.getByLabelText("New password");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  });

  it("keeps the user signed in with the new session the service answers", async () => {
    const api = new FakeApi().on("GET", "/api/v1/auth/tokens", tokenList([TOKEN])).on("POST", "/api/v1/auth/password", {
      body: {
        code: "PASSWORD_CHANGED",
        message: "Password changed",
        accessToken: "access-after-change",
        tokenType: "Bearer",
        expiresIn: 3600,
        refreshExpiresIn: 2_592_000,
      },
    });
    const view = settings(api);
    await view.findByRole("cell", { name: "Nightly export" });
    api.on("GET", "/api/v1/auth/tokens", tokenList([]));
    await submit(view, "old password", "a brand new password");
    expect(await view.findByRole("status")).toHaveTextContent(/Password changed/);
    expect(api.sent("POST", "/api/v1/auth/password")[0]?.body).toEqual({
      currentPassword: "old password",
      newPassword: "a brand new password",
      session: "cookie",
    });
    // The revoked tokens are read again, with the new session's access token.
    await view.findByText(/no personal access tokens/i);
    expect(api.sent("GET", "/api/v1/auth/tokens").at(-1)?.headers.get("Authorization")).toBe(
      "Bearer access-after-change",
    );
    expect(view.router.state.location.pathname).toBe("/settings");
    expect(view.getByLabelText("Current password")).toHaveValue("");
  });
});

describe("settings: personal access tokens", () => {
  it("shows a new token's secret once, with a warning and a copy button", async () => {
    const api = new FakeApi().on("GET", "/api/v1/auth/tokens", tokenList([])).on("POST", "/api/v1/auth/tokens", () => {
      api.on("GET", "/api/v1/auth/tokens", tokenList([{ ...TOKEN, scopes: ["read", "write"] }]));
      return {
        status: 201,
        body: {
          code: "TOKEN_CREATED",
          message: "Token created",
          token: { ...TOKEN, scopes: ["read", "write"] },
          secret: "fin_pat_s3cr3t",
        },
      };
    });
    const view = settings(api);
    await view.findByText(/no personal access tokens/i);
    await view.user.type(view.getByLabelText("Token name"), "Nightly export");
    await view.user.selectOptions(view.getByLabelText("Permissions"), "Read and write");
    await view.user.click(view.getByRole("button", { name: "Create token" }));

    const secret = await view.findByLabelText("Secret");
    expect(secret).toHaveValue("fin_pat_s3cr3t");
    expect(view.getByText(/will not be shown again/i)).toBeInTheDocument();
    expect(api.sent("POST", "/api/v1/auth/tokens")[0]?.body).toEqual({
      name: "Nightly export",
      scopes: ["read", "write"],
    });
    await view.user.click(view.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe("fin_pat_s3cr3t");
    expect(await view.findByText("Copied to the clipboard.")).toBeInTheDocument();

    const row = (await view.findByRole("cell", { name: "Nightly export" })).closest("tr");
    expect(row).toHaveTextContent("Read and write");
    await view.user.click(view.getByRole("button", { name: "Done" }));
    expect(view.queryByDisplayValue("fin_pat_s3cr3t")).not.toBeInTheDocument();
    expect(view.container).not.toHaveTextContent("fin_pat_s3cr3t");
    expect(view.getByRole("button", { name: "Create token" })).toBeInTheDocument();
  });

  it("shows the service's refusal of a token name next to the field", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", tokenList([]))
      .on(
        "POST",
        "/api/v1/auth/tokens",
        apiError(400, "VALIDATION_ERROR", "Request validation failed", [
          { path: "name", message: "Name must be 1 to 100 characters" },
        ]),
      );
    const view = settings(api);
    await view.findByText(/no personal access tokens/i);
    await view.user.click(view.getByRole("button", { name: "Create token" }));
    expect(await view.findByRole("alert")).toHaveTextContent("Request validation failed");
    expect(view.getByLabelText("Token name")).toHaveAccessibleDescription("Name must be 1 to 100 characters");
    expect(view.queryByLabelText("Secret")).not.toBeInTheDocument();
  });

  it("revokes a token after asking in a dialog", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/auth/tokens", tokenList([TOKEN]))
      .on("DELETE", "/api/v1/auth/tokens/:id", () => {
        api.on("GET", "/api/v1/auth/tokens", tokenList([]));
        return { body: { code: "TOKEN_DELETED", message: "Token deleted", token: TOKEN } };
      });
    const view = settings(api);
    const row = (await view.findByRole("cell", { name: "Nightly export" })).closest("tr");
    if (!row) throw new Error("no row");
    await view.user.click(within(row).getByRole("button", { name: "Revoke" }));
    const dialog = await view.findByRole("dialog", { name: "Revoke token" });
    await view.user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE", "/api/v1/auth/tokens/:id")[0]?.params).toEqual({ id: TOKEN.id });
    expect(await view.findByText(/no personal access tokens/i)).toBeInTheDocument();
  });

  it("shows a failed list in an alert", async () => {
    const api = new FakeApi().on("GET", "/api/v1/auth/tokens", apiError(500, "INTERNAL_ERROR", "Something broke"));
    const view = settings(api);
    expect(await view.findByRole("alert")).toHaveTextContent("Something broke");
  });
});

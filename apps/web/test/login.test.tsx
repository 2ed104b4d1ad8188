import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession, tokenAnswer } from "./support/renderWithSession";

const signedOutAt = (path: string, api = new FakeApi()) => renderWithSession(undefined, { path, signedIn: false, api });

describe("the login page", () => {
  it("shows the service's words for a wrong password in an alert and stays on the page", async () => {
    const api = new FakeApi().on(
      "POST",
      "/api/v1/auth/login",
      apiError(401, "INVALID_CREDENTIALS", "Invalid email or password"),
    );
    const { findByRole, getByLabelText, getByRole, user, router } = signedOutAt("/login", api);
    await user.type(await findByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(getByLabelText("Password"), "wrong-password");
    await user.click(getByRole("button", { name: "Log in" }));
    expect(await findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(router.state.location.pathname).toBe("/login");
    expect(api.sent("POST", "/api/v1/auth/login")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "wrong-password",
      session: "cookie",
    });
  });

  it("brings a signed-out visitor back to the page they asked for after signing in", async () => {
    const api = new FakeApi().on("POST", "/api/v1/auth/login", tokenAnswer("LOGIN_SUCCESS"));
    const { findByLabelText, getByLabelText, getByRole, user, router } = signedOutAt("/settings?tab=tokens", api);
    await user.type(await findByLabelText("Email"), "ada@example.com");
    await user.type(getByLabelText("Password"), "correct horse");
    await user.click(getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/settings"));
    expect(router.state.location.search).toBe("?tab=tokens");
  });

  it("shows a validation detail next to its field", async () => {
    const api = new FakeApi().on(
      "POST",
      "/api/v1/auth/login",
      apiError(400, "VALIDATION_ERROR", "Request validation failed", [{ path: "email", message: "Invalid email" }]),
    );
    const { findByLabelText, getByLabelText, getByRole, findByRole, user } = signedOutAt("/login", api);
    await user.type(await findByLabelText("Email"), "not-an-email");
    await user.type(getByLabelText("Password"), "whatever1");
    await user.click(getByRole("button", { name: "Log in" }));
    expect(await findByRole("alert")).toHaveTextContent("Request validation failed");
    const email = getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Invalid email");
  });

  it("says so when the service cannot be reached", async () => {
    const api = new FakeApi().on("POST", "/api/v1/auth/login", NETWORK_DOWN);
    const { findByLabelText, getByLabelText, getByRole, findByRole, user } = signedOutAt("/login", api);
    await user.type(await findByLabelText("Email"), "ada@example.com");
    await user.type(getByLabelText("Password"), "correct horse");
    await user.click(getByRole("button", { name: "Log in" }));
    expect(await findByRole("alert")).toHaveTextContent(/could not be reached/i);
  });

  it("sends once while pending, keeping focus on the button (aria-disabled, not disabled)", async () => {
    let answer: (value: ReturnType<typeof tokenAnswer>) => void = () => {};
    const api = new FakeApi().on(
      "POST",
      "/api/v1/auth/login",
      () => new Promise<ReturnType<typeof tokenAnswer>>((resolve) => (answer = resolve)),
    );
    const { findByLabelText, getByLabelText, getByRole, user, router } = signedOutAt("/login", api);
    await user.type(await findByLabelText("Email"), "ada@example.com");
    await user.type(getByLabelText("Password"), "correct horse");
    const button = getByRole("button", { name: "Log in" });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-disabled", "true"));
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(api.sent("POST", "/api/v1/auth/login")).toHaveLength(1);
    expect(button).toHaveFocus();
    answer(tokenAnswer("LOGIN_SUCCESS"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("links to the register page", async () => {
    const { findByRole, user, router } = signedOutAt("/login");
    await user.click(await findByRole("link", { name: "Create an account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/register"));
  });
});

describe("the register page", () => {
  const fill = async (
    view: ReturnType<typeof signedOutAt>,
    fields: { name: string; email: string; password: string },
  ) => {
    await view.user.type(await view.findByLabelText("Name"), fields.name);
    await view.user.type(view.getByLabelText("Email"), fields.email);
    await view.user.type(view.getByLabelText("Password"), fields.password);
    await view.user.click(view.getByRole("button", { name: "Create account" }));
  };

  it("creates the account, signs in and opens the dashboard", async () => {
    const api = new FakeApi()
      .on("POST", "/api/v1/auth/register", {
        status: 201,
        body: {
          code: "USER_REGISTERED",
          message: "User registered",
          user: { id: "0190f0f0-0000-7000-8000-000000000001", name: "Ada", email: "ada@example.com", createdAt: "" },
        },
      })
      .on("POST", "/api/v1/auth/login", tokenAnswer("LOGIN_SUCCESS"));
    const view = signedOutAt("/register", api);
    await fill(view, { name: "Ada", email: "ada@example.com", password: "correct horse" });
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/"));
    expect(api.sent("POST", "/api/v1/auth/register")[0]?.body).toEqual({
      name: "Ada",
      email: "ada@example.com",
      password: "correct horse",
    });
    expect(api.sent("POST", "/api/v1/auth/login")).toHaveLength(1);
  });

  it("shows an e-mail already registered in an alert", async () => {
    const api = new FakeApi().on(
      "POST",
      "/api/v1/auth/register",
      apiError(409, "EMAIL_ALREADY_REGISTERED", "This e-mail is already registered"),
    );
    const view = signedOutAt("/register", api);
    await fill(view, { name: "Ada", email: "ada@example.com", password: "correct horse" });
    expect(await view.findByRole("alert")).toHaveTextContent("This e-mail is already registered");
    expect(api.sent("POST", "/api/v1/auth/login")).toHaveLength(0);
  });

  it("shows a short password's detail next to the Password field", async () => {
    const api = new FakeApi().on(
      "POST",
      "/api/v1/auth/register",
      apiError(400, "VALIDATION_ERROR", "Request validation failed", [
        { path: "password", message: "Password must be at least 8 characters" },
      ]),
    );
    const view = signedOutAt("/register", api);
    await fill(view, { name: "Ada", email: "ada@example.com", password: "short" });
    await view.findByRole("alert");
    expect(view.getByLabelText("Password")).toHaveAccessibleDescription(
      "At least 8 characters. Password must be at least 8 characters",
    );
  });
});

import { useQuery } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { unwrap } from "../src/api/result";
import { useApi } from "../src/session/SessionProvider";
import { ErrorAlert } from "../src/ui/ErrorAlert";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const Tags = () => {
  const api = useApi();
  const tags = useQuery({ queryKey: ["tags"], queryFn: () => unwrap(api.GET("/api/v1/tags")) });
  if (tags.isError) return <ErrorAlert error={tags.error} />;
  if (!tags.data) return <p role="status">Loading</p>;
  return (
    <ul>
      {tags.data.tags.map((tag) => (
        <li key={tag.id}>{tag.name}</li>
      ))}
    </ul>
  );
};

const TAGS = {
  code: "TAGS_FETCHED",
  message: "Tags fetched",
  tags: [{ id: "0190f0f0-0000-7000-8000-0000000000a1", name: "Holiday", createdAt: "2026-03-01T12:00:00.000Z" }],
};

describe("renderWithSession", () => {
  it("signs in from the refresh cookie and sends the access token with each call", async () => {
    const api = new FakeApi().on("GET", "/api/v1/tags", { body: TAGS });
    const { findByRole } = renderWithSession(<Tags />, { api });
    expect(await findByRole("listitem")).toHaveTextContent("Holiday");
    const [refresh] = api.sent("POST", "/api/v1/auth/refresh");
    expect(refresh?.headers.get("X-Requested-With")).toBeTruthy();
    expect(api.sent("GET", "/api/v1/tags")[0]?.headers.get("Authorization")).toMatch(/^Bearer access-/);
  });

  it("answers an error body as the service does, shown in an alert", async () => {
    const api = new FakeApi().on("GET", "/api/v1/tags", apiError(503, "STORE_UNAVAILABLE", "The store is busy"));
    const { findByRole } = renderWithSession(<Tags />, { api });
    expect(await findByRole("alert")).toHaveTextContent("The store is busy");
  });

  it("fails a request as a network failure, retried once", async () => {
    const api = new FakeApi().on("GET", "/api/v1/tags", NETWORK_DOWN);
    const { findByRole } = renderWithSession(<Tags />, { api });
    expect(await findByRole("alert")).toHaveTextContent(/could not be reached/);
    expect(api.sent("GET", "/api/v1/tags")).toHaveLength(2);
  });

  it("sends a signed-out visitor to /login", async () => {
    const { findByRole, router } = renderWithSession(<Tags />, { path: "/wallets", signedIn: false });
    expect(await findByRole("heading", { name: "Log in" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: "/wallets" });
  });
});

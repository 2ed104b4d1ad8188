import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import TagsPage from "../src/pages/TagsPage";
import { tag, tagsBody } from "./support/ledgerFixtures";
import { apiError, FakeApi, renderWithSession } from "./support/renderWithSession";

const holiday = tag({ name: "Holiday" });

describe("tags page", () => {
  it("creates, renames and deletes a tag", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/tags", { body: tagsBody([holiday]) })
      .on("POST", "/api/v1/tags", ({ body }) => ({
        status: 201,
        body: { code: "TAG_CREATED", message: "Tag created", tag: tag(body as { name: string }) },
      }))
      .on("PATCH", "/api/v1/tags/:id", ({ body }) => ({
        body: { code: "TAG_UPDATED", message: "Tag updated", tag: { ...holiday, ...(body as object) } },
      }))
      .on("DELETE", "/api/v1/tags/:id", { body: { code: "TAG_DELETED", message: "Tag deleted", tag: holiday } });
    const view = renderWithSession(<TagsPage />, { api, path: "/tags" });

    await view.user.click(await view.findByRole("button", { name: "New tag" }));
    let dialog = within(await view.findByRole("dialog", { name: "New tag" }));
    await view.user.type(dialog.getByLabelText("Name"), "Work trip");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());

    const row = within((await view.findByRole("rowheader", { name: "Holiday" })).closest("tr") as HTMLElement);
    await view.user.click(row.getByRole("button", { name: "Edit" }));
    dialog = within(await view.findByRole("dialog", { name: "Edit Holiday" }));
    await view.user.clear(dialog.getByLabelText("Name"));
    await view.user.type(dialog.getByLabelText("Name"), "Holidays");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());

    await view.user.click(row.getByRole("button", { name: "Delete" }));
    dialog = within(await view.findByRole("dialog", { name: "Delete Holiday" }));
    expect(dialog.getByText(/Its transactions stay/)).toBeInTheDocument();
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());

    expect(api.sent("POST", "/api/v1/tags")[0]?.body).toEqual({ name: "Work trip" });
    expect(api.sent("PATCH", "/api/v1/tags/:id")[0]?.body).toEqual({ name: "Holidays" });
    expect(api.sent("DELETE", "/api/v1/tags/:id")[0]?.path).toBe(`/api/v1/tags/${holiday.id}`);
  });

  it("shows a duplicate name's answer and the detail at the field", async () => {
    const api = new FakeApi()
      .on("GET", "/api/v1/tags", { body: tagsBody([holiday]) })
      .on(
        "POST",
        "/api/v1/tags",
        apiError(409, "TAG_ALREADY_EXISTS", "A tag with this name already exists", [
          { path: "name", message: "Already used by another tag" },
        ]),
      );
    const view = renderWithSession(<TagsPage />, { api, path: "/tags" });
    await view.user.click(await view.findByRole("button", { name: "New tag" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Name"), "holiday");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("A tag with this name already exists");
    expect(dialog.getByLabelText("Name")).toHaveAccessibleDescription("Already used by another tag");
  });

  it("shows the list's failure in an alert", async () => {
    const api = new FakeApi().on("GET", "/api/v1/tags", apiError(503, "STORE_UNAVAILABLE", "The store is busy: retry"));
    const view = renderWithSession(<TagsPage />, { api, path: "/tags" });
    expect(await view.findByRole("alert")).toHaveTextContent("The store is busy: retry");
  });
});

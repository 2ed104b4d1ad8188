import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import CategoriesPage from "../src/pages/CategoriesPage";
import { categoriesBody, category } from "./support/ledgerFixtures";
import { apiError, FakeApi, NETWORK_DOWN, renderWithSession } from "./support/renderWithSession";

const food = category({ name: "Food" });
const rent = category({ name: "Rent" });
const old = category({ name: "Old", archived: true });

const withCategories = (...categories: unknown[]) =>
  new FakeApi().on("GET", "/api/v1/categories", { body: categoriesBody(categories) });

const rowOf = async (view: ReturnType<typeof renderWithSession>, name: string) =>
  (await view.findByRole("rowheader", { name })).closest("tr") as HTMLElement;

describe("categories page", () => {
  it("creates a category and lists it", async () => {
    const created = category({ name: "Travel" });
    const api = withCategories(food);
    api.on("POST", "/api/v1/categories", () => {
      api.on("GET", "/api/v1/categories", { body: categoriesBody([food, created]) });
      return { status: 201, body: { code: "CATEGORY_CREATED", message: "Category created", category: created } };
    });
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(await view.findByRole("button", { name: "New category" }));
    const dialog = within(await view.findByRole("dialog", { name: "New category" }));
    await view.user.type(dialog.getByLabelText("Name"), "Travel");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await view.findByRole("rowheader", { name: "Travel" })).toBeInTheDocument();
    expect(view.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.sent("POST", "/api/v1/categories")[0]?.body).toEqual({ name: "Travel" });
  });

  it("shows the service's answer to a duplicate name and keeps the dialog open", async () => {
    const api = withCategories(food).on(
      "POST",
      "/api/v1/categories",
      apiError(409, "CATEGORY_ALREADY_EXISTS", "A category with this name already exists"),
    );
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(await view.findByRole("button", { name: "New category" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Name"), "food");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("A category with this name already exists");
    expect(dialog.getByLabelText("Name")).toHaveValue("food");
  });

  it("shows a validation detail at the Name field", async () => {
    const api = withCategories(food).on(
      "PATCH",
      "/api/v1/categories/:id",
      apiError(400, "VALIDATION_ERROR", "Invalid request", [{ path: "name", message: "Name is too long" }]),
    );
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(within(await rowOf(view, "Food")).getByRole("button", { name: "Edit" }));
    const dialog = within(await view.findByRole("dialog", { name: "Edit Food" }));
    await view.user.type(dialog.getByLabelText("Name"), " and drinks");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog.getByLabelText("Name")).toHaveAccessibleDescription("Name is too long"));
    expect(api.sent("PATCH", "/api/v1/categories/:id")[0]?.body).toEqual({ name: "Food and drinks" });
  });

  it("archives and unarchives", async () => {
    const api = withCategories(food, old).on("PATCH", "/api/v1/categories/:id", ({ body, params }) => ({
      body: {
        code: "CATEGORY_UPDATED",
        message: "Category updated",
        category: { ...food, id: params.id, ...(body as object) },
      },
    }));
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(within(await rowOf(view, "Food")).getByRole("button", { name: "Archive" }));
    await view.user.click(within(await rowOf(view, "Old")).getByRole("button", { name: "Unarchive" }));
    await waitFor(() => expect(api.sent("PATCH", "/api/v1/categories/:id")).toHaveLength(2));
    expect(api.sent("PATCH", "/api/v1/categories/:id").map((request) => [request.params.id, request.body])).toEqual([
      [food.id, { archived: true }],
      [old.id, { archived: false }],
    ]);
  });

  it("offers the other open categories when the one deleted is in use", async () => {
    const api = withCategories(food, rent, old).on("DELETE", "/api/v1/categories/:id", ({ query }) =>
      query.get("reassignTo")
        ? { body: { code: "CATEGORY_DELETED", message: "Category deleted", category: food } }
        : apiError(409, "CATEGORY_IN_USE", "The category is used by transactions or budgets"),
    );
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(within(await rowOf(view, "Food")).getByRole("button", { name: "Delete" }));
    const dialog = within(await view.findByRole("dialog", { name: "Delete Food" }));
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("The category is used by transactions or budgets");
    const target = dialog.getByLabelText("Move its transactions and budgets to");
    expect(
      within(target)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one", "Rent"]);
    await view.user.selectOptions(target, rent.id);
    await view.user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(view.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent("DELETE", "/api/v1/categories/:id")[1]?.query.get("reassignTo")).toBe(rent.id);
  });

  it("says so when a save cannot reach the service", async () => {
    const api = withCategories(food).on("POST", "/api/v1/categories", NETWORK_DOWN);
    const view = renderWithSession(<CategoriesPage />, { api, path: "/categories" });
    await view.user.click(await view.findByRole("button", { name: "New category" }));
    const dialog = within(await view.findByRole("dialog"));
    await view.user.type(dialog.getByLabelText("Name"), "Travel");
    await view.user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(/could not be reached/);
  });
});

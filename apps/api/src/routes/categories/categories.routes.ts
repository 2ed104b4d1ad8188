import { invalidCategoryId } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { input, NAME_RULES } from "../shared/fieldRules";
import { OwnedListQuery, ReassignQuery } from "../shared/ownedLists";
import { PageSchema } from "../shared/paging";
import { CategorySchema } from "./categories.presenters";

const CreateCategoryBody = z
  .strictObject({ name: input.string().openapi({ ...NAME_RULES, example: "Groceries" }) })
  .openapi("CreateCategory");

const UpdateCategoryBody = z
  .strictObject({
    name: input
      .string()
      .optional()
      .openapi({ ...NAME_RULES, example: "Food" }),
    archived: input.boolean().optional().openapi({ description: "Hide from the list and close to new transactions" }),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), "At least one field is required")
  .openapi("UpdateCategory", { minProperties: 1 });

const IdParams = z.object({ id: uuidParam("id", invalidCategoryId) });

export const create = createRoute({
  ...protectedRoute("categories"),
  operationId: "createCategory",
  method: "post",
  path: "/categories",
  summary: "Create a category (names are unique per user, case-insensitive)",
  request: { body: jsonBody(CreateCategoryBody) },
  responses: {
    201: jsonResponse(envelope("CATEGORY_CREATED", { category: CategorySchema }), "Created"),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});

export const list = createRoute({
  ...protectedRoute("categories"),
  operationId: "listCategories",
  method: "get",
  path: "/categories",
  summary: "The caller's categories, oldest first, keyset paged (archived ones only with archived=true)",
  request: { query: OwnedListQuery },
  responses: {
    200: jsonResponse(
      envelope("CATEGORIES_FETCHED", { categories: z.array(CategorySchema), page: PageSchema }),
      "One page of the caller's categories",
    ),
    ...errorResponses(400, 401),
  },
});

export const get = createRoute({
  ...protectedRoute("categories"),
  operationId: "getCategory",
  method: "get",
  path: "/categories/{id}",
  summary: "One category of the caller's",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("CATEGORY_FETCHED", { category: CategorySchema }), "The category"),
    ...errorResponses(400, 401),
  },
});

export const update = createRoute({
  ...protectedRoute("categories"),
  operationId: "updateCategory",
  method: "patch",
  path: "/categories/{id}",
  summary: "Rename or archive a category",
  request: { params: IdParams, body: jsonBody(UpdateCategoryBody) },
  responses: {
    200: jsonResponse(envelope("CATEGORY_UPDATED", { category: CategorySchema }), "The updated category"),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});

export const remove = createRoute({
  ...protectedRoute("categories"),
  operationId: "deleteCategory",
  method: "delete",
  path: "/categories/{id}",
  summary: "Delete a category; one still in use needs reassignTo, which takes over its transactions and budget links",
  request: { params: IdParams, query: ReassignQuery },
  responses: {
    200: jsonResponse(envelope("CATEGORY_DELETED", { category: CategorySchema }), "The deleted category"),
    ...errorResponses(400, 401, 409),
  },
});

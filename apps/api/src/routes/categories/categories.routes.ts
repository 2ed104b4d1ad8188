import { createRoute, z } from "@hono/zod-openapi";
import { input, NAME_RULES } from "../../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute } from "../../http/openapi";
import { CategorySchema } from "./categories.presenters";

const CreateCategoryBody = z
  .strictObject({ name: input.string().openapi({ ...NAME_RULES, example: "Groceries" }) })
  .openapi("CreateCategory");

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
  summary: "The caller's categories, oldest first",
  responses: {
    200: jsonResponse(
      envelope("CATEGORIES_FETCHED", { categories: z.array(CategorySchema) }),
      "The caller's categories",
    ),
    ...errorResponses(401),
  },
});

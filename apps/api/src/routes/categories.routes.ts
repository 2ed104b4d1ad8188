import { createRoute, z } from "@hono/zod-openapi";
import type { RouteModule } from "../app/RouteContext";
import { input, NAME_RULES } from "../http/fieldRules";
import { envelope, errorResponses, jsonBody, jsonResponse, newRouter, protectedRoute, success } from "../http/openapi";
import { CategorySchema, presentCategory } from "../http/presenters";

const CreateCategoryBody = z
  .strictObject({ name: input.string().openapi({ ...NAME_RULES, example: "Groceries" }) })
  .openapi("CreateCategory");

export const categoryRoutes: RouteModule = (ctx) => {
  const authenticated = protectedRoute(ctx.requireAuth, "categories");

  const create = createRoute({
    ...authenticated,
    method: "post",
    path: "/categories",
    summary: "Create a category (names are unique per user, case-insensitive)",
    request: { body: jsonBody(CreateCategoryBody) },
    responses: {
      201: jsonResponse(envelope("CATEGORY_CREATED", { category: CategorySchema }), "Created"),
      ...errorResponses(400, 401, 409, 413, 415),
    },
  });

  const list = createRoute({
    ...authenticated,
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

  return newRouter()
    .openapi(create, async (c) => {
      const category = await ctx.useCases.createCategory.execute(c.get("userId"), c.req.valid("json"));
      return c.json(success("CATEGORY_CREATED", "Category created", { category: presentCategory(category) }), 201);
    })
    .openapi(list, async (c) => {
      const categories = await ctx.useCases.listCategories.execute(c.get("userId"));
      return c.json(
        success("CATEGORIES_FETCHED", "Categories fetched", { categories: categories.map(presentCategory) }),
        200,
      );
    });
};

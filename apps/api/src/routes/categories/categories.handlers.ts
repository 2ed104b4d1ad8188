import { type AppRouteHandler, success } from "../../http/openapi";
import { presentCategory } from "./categories.presenters";
import type * as routes from "./categories.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const category = await c.var.useCases.createCategory.execute(c.var.userId, c.req.valid("json"));
  return c.json(success("CATEGORY_CREATED", "Category created", { category: presentCategory(category) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const categories = await c.var.useCases.listCategories.execute(c.var.userId);
  return c.json(
    success("CATEGORIES_FETCHED", "Categories fetched", { categories: categories.map(presentCategory) }),
    200,
  );
};

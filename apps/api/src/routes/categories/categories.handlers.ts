import { type AppRouteHandler, success } from "../../http/openapi";
import { presentPage } from "../shared/paging";
import { presentCategory } from "./categories.presenters";
import type * as routes from "./categories.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const category = await c.get("useCases").createCategory.execute(c.get("userId"), c.req.valid("json"));
  return c.json(success("CATEGORY_CREATED", "Category created", { category: presentCategory(category) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const page = await c.get("useCases").listCategories.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("CATEGORIES_FETCHED", "Categories fetched", {
      categories: page.items.map(presentCategory),
      page: presentPage(page),
    }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const category = await c.get("useCases").getCategory.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("CATEGORY_FETCHED", "Category fetched", { category: presentCategory(category) }), 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { id } = c.req.valid("param");
  const category = await c.get("useCases").updateCategory.execute(c.get("userId"), id, c.req.valid("json"));
  return c.json(success("CATEGORY_UPDATED", "Category updated", { category: presentCategory(category) }), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const category = await c.get("useCases").deleteCategory.execute(c.get("userId"), id, c.req.valid("query"));
  return c.json(success("CATEGORY_DELETED", "Category deleted", { category: presentCategory(category) }), 200);
};

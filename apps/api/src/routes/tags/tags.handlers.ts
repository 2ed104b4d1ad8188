import { type AppRouteHandler, success } from "../../http/openapi";
import { presentPage } from "../shared/paging";
import { presentTag } from "./tags.presenters";
import type * as routes from "./tags.routes";

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const tag = await c.get("useCases").createTag.execute(c.get("userId"), c.req.valid("json"));
  return c.json(success("TAG_CREATED", "Tag created", { tag: presentTag(tag) }), 201);
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const page = await c.get("useCases").listTags.execute(c.get("userId"), c.req.valid("query"));
  return c.json(
    success("TAGS_FETCHED", "Tags fetched", {
      tags: page.items.map(presentTag),
      page: presentPage(page),
    }),
    200,
  );
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const tag = await c.get("useCases").getTag.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TAG_FETCHED", "Tag fetched", { tag: presentTag(tag) }), 200);
};

export const rename: AppRouteHandler<typeof routes.rename> = async (c) => {
  const tag = await c.get("useCases").renameTag.execute(c.get("userId"), c.req.valid("param").id, c.req.valid("json"));
  return c.json(success("TAG_UPDATED", "Tag updated", { tag: presentTag(tag) }), 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const tag = await c.get("useCases").deleteTag.execute(c.get("userId"), c.req.valid("param").id);
  return c.json(success("TAG_DELETED", "Tag deleted", { tag: presentTag(tag) }), 200);
};

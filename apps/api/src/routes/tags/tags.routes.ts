import { DEFAULT_TAG_PAGE_SIZE, invalidTagId, MAX_TAG_PAGE_SIZE } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { envelope, errorResponses, jsonBody, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { input, NAME_RULES } from "../shared/fieldRules";
import { PageSchema, pagingQuery } from "../shared/paging";
import { TagSchema } from "./tags.presenters";

const TagBody = z
  .strictObject({ name: input.string().openapi({ ...NAME_RULES, example: "Holiday 2026" }) })
  .openapi("TagName");

const ListQuery = z.strictObject(pagingQuery(DEFAULT_TAG_PAGE_SIZE, MAX_TAG_PAGE_SIZE));

const IdParams = z.object({ id: uuidParam("id", invalidTagId) });

const WithTag = { tag: TagSchema };

export const create = createRoute({
  operationId: "createTag",
  ...protectedRoute("tags"),
  method: "post",
  path: "/tags",
  summary: "Create a tag (names are unique per user, case-insensitive)",
  request: { body: jsonBody(TagBody) },
  responses: {
    201: jsonResponse(envelope("TAG_CREATED", WithTag), "Created"),
    ...errorResponses(400, 401, 409, 413, 415),
  },
});

export const list = createRoute({
  operationId: "listTags",
  ...protectedRoute("tags"),
  method: "get",
  path: "/tags",
  summary: "The caller's tags, oldest first, keyset paged",
  request: { query: ListQuery },
  responses: {
    200: jsonResponse(
      envelope("TAGS_FETCHED", {
        tags: z.array(TagSchema),
        page: PageSchema,
      }),
      "One page",
    ),
    ...errorResponses(400, 401),
  },
});

export const get = createRoute({
  operationId: "getTag",
  ...protectedRoute("tags"),
  method: "get",
  path: "/tags/{id}",
  summary: "One tag",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TAG_FETCHED", WithTag), "The tag"),
    ...errorResponses(400, 401, 404),
  },
});

export const rename = createRoute({
  operationId: "renameTag",
  ...protectedRoute("tags"),
  method: "patch",
  path: "/tags/{id}",
  summary: "Rename a tag",
  request: { params: IdParams, body: jsonBody(TagBody) },
  responses: {
    200: jsonResponse(envelope("TAG_UPDATED", WithTag), "The renamed tag"),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const remove = createRoute({
  operationId: "deleteTag",
  ...protectedRoute("tags"),
  method: "delete",
  path: "/tags/{id}",
  summary: "Delete a tag; it is taken off every transaction that had it (the transactions stay)",
  request: { params: IdParams },
  responses: {
    200: jsonResponse(envelope("TAG_DELETED", WithTag), "The deleted tag"),
    ...errorResponses(400, 401, 404),
  },
});

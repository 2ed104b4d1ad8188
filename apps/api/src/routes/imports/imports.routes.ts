import { STATEMENT_DATE_FORMATS } from "@finance/domain";
import { createRoute, z } from "@hono/zod-openapi";
import { type AuthEnv, type AuthMiddleware, requireAuth } from "../../http/auth";
import { formBody } from "../../http/formBody";
import { idempotentPost } from "../../http/idempotency";
import { requireMediaType } from "../../http/mediaType";
import { envelope, errorResponses, jsonResponse, protectedRoute, uuidParam } from "../../http/openapi";
import { userUploadsInFlight } from "../../http/uploadsInFlight";
import { input } from "../shared/fieldRules";
import { PageSchema, pagingQuery } from "../shared/paging";
import { ImportPreviewSchema, ImportRowSchema, ImportSchema, WithCommittedImport } from "./imports.presenters";

/** `file`, `walletId`, `categoryId` and optionally `mapping`. */
export const IMPORT_FORM_MAX_PARTS = 4;
const ONE_FILE = "Exactly one file is required in the file field";

/** The contract's CSV mapping: columns named by their header text. */
export const CsvMappingSchema = z
  .strictObject({
    date: z.string().min(1).max(200),
    amount: z.string().min(1).max(200).optional(),
    debit: z.string().min(1).max(200).optional(),
    credit: z.string().min(1).max(200).optional(),
    description: z.string().min(1).max(200),
    payee: z.string().min(1).max(200).optional(),
    category: z.string().min(1).max(200).optional(),
    externalId: z.string().min(1).max(200).optional(),
    currency: z.string().min(1).max(200).optional(),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS).optional(),
    decimal: z.enum([".", ","]).optional(),
    sign: z.enum(["signed", "expense-positive"]).optional(),
  })
  .refine((mapping) => mapping.amount !== undefined || (mapping.debit !== undefined && mapping.credit !== undefined), {
    message: "mapping names an amount column, or a debit and a credit column",
  })
  .openapi("CsvMapping");

const ImportForm = z
  .strictObject({
    file: z
      .custom<File>((value) => value instanceof Blob, { message: ONE_FILE })
      .openapi({
        type: "string",
        format: "binary",
        description: "A bank statement: CSV, OFX 1 or 2, QFX, QIF or CAMT.053, found from the content",
      }),
    walletId: input.string().openapi({ format: "uuid" }),
    categoryId: input.string().openapi({ format: "uuid", description: "The default category" }),
    mapping: input.string().max(4096).optional().openapi({
      description:
        'CSV only, a JSON text naming columns by header: `{"date", "amount" | "debit" + "credit", "description", "category"?, "externalId"?, "dateFormat"?, "decimal"?, "sign"?}`',
    }),
  })
  .openapi("ImportUpload");

/** The form as it streams: at most four parts, one file of at most IMPORT_MAX_BYTES, spooled to disk. */
const importFormBody: AuthMiddleware = (c, next) =>
  formBody<AuthEnv>({
    maxFileBytes: c.get("services").config.imports.maxBytes,
    maxParts: IMPORT_FORM_MAX_PARTS,
    maxFiles: 1,
  })(c, next);

const ImportIdParams = z.object({ id: uuidParam("id") });

export const preview = createRoute({
  ...protectedRoute("imports"),
  middleware: [
    requireAuth,
    requireMediaType("multipart/form-data"),
    userUploadsInFlight,
    importFormBody,
    idempotentPost,
  ] as [AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware, AuthMiddleware],
  operationId: "previewImport",
  method: "post",
  path: "/imports",
  summary: "Read a bank file into a preview: every row ready, a duplicate, or refused with its reason",
  description:
    "Multipart form: `file`, `walletId`, `categoryId` (the default category), optionally `mapping` (CSV). " +
    "Nothing is recorded until the commit. The answer carries the first 100 rows; the preview lives 24 hours.",
  request: { body: { required: true, content: { "multipart/form-data": { schema: ImportForm } } } },
  responses: {
    201: jsonResponse(
      envelope("IMPORT_PREVIEWED", { import: ImportPreviewSchema }),
      "The preview with its counts and first rows",
    ),
    ...errorResponses(400, 401, 404, 409, 413, 415, 429),
  },
});

const RowsQuery = z.strictObject({
  ...pagingQuery(100, 500),
  status: input
    .string()
    .optional()
    .openapi({ enum: ["ready", "duplicate", "refused"] }),
});

export const rows = createRoute({
  ...protectedRoute("imports"),
  operationId: "listImportRows",
  method: "get",
  path: "/imports/{id}/rows",
  summary: "A preview's rows in file order, optionally of one status, keyset paged",
  request: { params: ImportIdParams, query: RowsQuery },
  responses: {
    200: jsonResponse(
      envelope("IMPORT_ROWS_FETCHED", { rows: z.array(ImportRowSchema), page: PageSchema }),
      "One page of rows",
    ),
    ...errorResponses(400, 401, 404),
  },
});

export const commit = createRoute({
  ...protectedRoute("imports"),
  operationId: "commitImport",
  method: "post",
  path: "/imports/{id}/commit",
  summary: "Record every ready row as a transaction, all or none",
  description: "Once only: a second commit, or the loser of two at once, is 409 IMPORT_ALREADY_COMMITTED.",
  request: { params: ImportIdParams },
  responses: {
    201: jsonResponse(
      envelope("IMPORT_COMMITTED", WithCommittedImport),
      "The committed import, how many transactions it recorded, and the budgets they count towards",
    ),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

export const discard = createRoute({
  ...protectedRoute("imports"),
  operationId: "discardImport",
  method: "delete",
  path: "/imports/{id}",
  summary: "Throw a preview away with its rows",
  request: { params: ImportIdParams },
  responses: {
    200: jsonResponse(envelope("IMPORT_DISCARDED", { import: ImportSchema }), "The discarded preview"),
    ...errorResponses(400, 401, 404, 409),
  },
});

import { type CsvColumnMapping, invalidField, isStatementFileError } from "@finance/domain";
import { HttpError } from "../../http/errors";
import { type AppRouteHandler, success } from "../../http/openapi";
import { presentPage } from "../shared/paging";
import { presentCommittedImport, presentImport, presentImportRow } from "./imports.presenters";
import type * as routes from "./imports.routes";
import { CsvMappingSchema } from "./imports.routes";

const parseMapping = (text: string | undefined): CsvColumnMapping | undefined => {
  if (text === undefined || text.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField("mapping", "mapping must be a JSON object");
  }
  const parsed = CsvMappingSchema.safeParse(value);
  if (!parsed.success) throw invalidField("mapping", parsed.error.issues[0]?.message ?? "mapping is not valid");
  return parsed.data;
};

/** The file's bytes as they come off the spooled temporary file, never all in memory. */
const bytesOf = async function* (file: File): AsyncIterable<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    reader.releaseLock();
  }
};

export const preview: AppRouteHandler<typeof routes.preview> = async (c) => {
  const { file, walletId, categoryId, mapping } = c.req.valid("form");
  const csvMapping = parseMapping(mapping);
  try {
    const result = await c.get("useCases").previewImport.execute(c.get("userId"), {
      walletId,
      categoryId,
      bytes: bytesOf(file),
      ...(csvMapping !== undefined && { mapping: csvMapping }),
    });
    const body = {
      import: {
        ...presentImport(result.import),
        rows: result.rows.map((row) => presentImportRow(row, result.import.currency)),
      },
    };
    return c.json(success("IMPORT_PREVIEWED", "Import previewed", body), 201);
  } catch (error) {
    // A line longer than any bank prints: the request's size answer, which only HTTP speaks.
    if (isStatementFileError(error)) throw new HttpError(error.code, error.message);
    throw error;
  }
};

export const rows: AppRouteHandler<typeof routes.rows> = async (c) => {
  const { id } = c.req.valid("param");
  const page = await c.get("useCases").listImportRows.execute(c.get("userId"), id, c.req.valid("query"));
  return c.json(
    success("IMPORT_ROWS_FETCHED", "Import rows fetched", {
      rows: page.items.map((row) => presentImportRow(row, page.import.currency)),
      page: presentPage(page),
    }),
    200,
  );
};

export const commit: AppRouteHandler<typeof routes.commit> = async (c) => {
  const { id } = c.req.valid("param");
  const result = await c.get("useCases").commitImport.execute(c.get("userId"), id);
  return c.json(success("IMPORT_COMMITTED", "Import committed", presentCommittedImport(result)), 201);
};

export const discard: AppRouteHandler<typeof routes.discard> = async (c) => {
  const { id } = c.req.valid("param");
  const found = await c.get("useCases").discardImport.execute(c.get("userId"), id);
  return c.json(success("IMPORT_DISCARDED", "Import discarded", { import: presentImport(found) }), 200);
};

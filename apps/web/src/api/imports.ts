import type { components } from "@finance/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../session/SessionProvider";
import { invalidateMoney } from "./invalidate";
import { unwrap } from "./result";

export type ImportPreview = components["schemas"]["ImportPreview"];
export type ImportRow = components["schemas"]["ImportRow"];
export type CommittedImport = components["schemas"]["CommittedImport"];

/** Which header columns hold the date, the amount and the description, for a CSV the service could not read alone. */
export interface ColumnMapping {
  readonly date: string;
  readonly amount: string;
  readonly description: string;
}

export interface ImportUpload {
  readonly file: File;
  readonly walletId: string;
  readonly categoryId: string;
  readonly mapping?: ColumnMapping;
}

/**
 * The import form as the route reads it: `file`, `walletId`, `categoryId`, and `mapping` as a JSON
 * text. The generated type says `file: string` (OpenAPI's `format: binary`), so the FormData is cast
 * here and only here; openapi-fetch sends it as it is and the browser sets the multipart boundary.
 */
const importForm = (upload: ImportUpload): components["schemas"]["ImportUpload"] => {
  const form = new FormData();
  form.append("walletId", upload.walletId);
  form.append("categoryId", upload.categoryId);
  if (upload.mapping) form.append("mapping", JSON.stringify(upload.mapping));
  form.append("file", upload.file, upload.file.name || "statement");
  return form as unknown as components["schemas"]["ImportUpload"];
};

/** Reads a bank file into a preview; nothing is recorded yet, so no figure on screen changes. */
export const usePreviewImport = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async (upload: ImportUpload): Promise<ImportPreview> =>
      (await unwrap(api.POST("/api/v1/imports", { body: importForm(upload) }))).import,
  });
};

/** Records the preview's ready rows as transactions; every figure they touch is refreshed. */
export const useCommitImport = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<CommittedImport> =>
      (await unwrap(api.POST("/api/v1/imports/{id}/commit", { params: { path: { id } } }))).import,
    onSuccess: () => invalidateMoney(queryClient),
  });
};

/** Throws a preview away with its rows. */
export const useDiscardImport = () => {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/imports/{id}", { params: { path: { id } } }));
    },
  });
};

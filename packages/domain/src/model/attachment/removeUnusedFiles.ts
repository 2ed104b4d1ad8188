import type { AttachmentRepo } from "./AttachmentRepo";
import type { FileStore } from "./FileStore";

/**
 * After rows were removed: deletes the files no row points at any more. Rows go first, files
 * after, so a crash in between leaves only files without rows, which the orphan sweep removes;
 * a file that fails to delete now is left to it too.
 */
export const removeUnusedFiles = async (
  attachments: AttachmentRepo,
  files: FileStore,
  fileKeys: readonly string[],
): Promise<void> => {
  const keys = [...new Set(fileKeys)];
  if (keys.length === 0) return;
  const inUse = new Set(await attachments.fileKeysInUse(keys));
  await Promise.allSettled(keys.filter((key) => !inUse.has(key)).map((key) => files.delete(key)));
};

import { type Import, type ImportId, isVisibleTo } from "../../model/import/Import";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { Clock } from "../../shared/Clock";
import { importNotFound } from "../../shared/domainErrors";
import { parseUuid, type UserId } from "../../shared/Id";

/** The caller's import while it lives; unknown, expired, discarded and others' are IMPORT_NOT_FOUND. */
export const findVisibleImport = async (
  imports: ImportRepo,
  clock: Clock,
  userId: UserId,
  importId: unknown,
): Promise<Import> => {
  const id = parseUuid<ImportId>(importId);
  const found = id ? await imports.findById(id) : null;
  if (!isVisibleTo(found, userId, clock.now())) throw importNotFound();
  return found;
};

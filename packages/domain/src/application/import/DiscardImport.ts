import type { Import } from "../../model/import/Import";
import type { ImportRepo } from "../../model/import/ImportRepo";
import type { Clock } from "../../shared/Clock";
import { importAlreadyCommitted, importNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findVisibleImport } from "./findVisibleImport";

/**
 * Throws a preview away with its rows. A committed import stays: its rows remember the external
 * ids that make a later file's same rows duplicates.
 */
export class DiscardImport {
  constructor(
    private readonly imports: ImportRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, importId: string): Promise<Import> {
    const found = await findVisibleImport(this.imports, this.clock, userId, importId);
    if (found.status === "committed") throw importAlreadyCommitted();
    if (!(await this.imports.discard(found.id))) throw importNotFound();
    return found;
  }
}

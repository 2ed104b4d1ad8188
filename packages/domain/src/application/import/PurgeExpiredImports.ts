import type { ImportRepo } from "../../model/import/ImportRepo";
import type { Clock } from "../../shared/Clock";

/** Removes previews past their 24 hours (and reads a crash left behind), rows included. */
export class PurgeExpiredImports {
  constructor(
    private readonly imports: ImportRepo,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    return this.imports.deleteExpired(this.clock.now());
  }
}

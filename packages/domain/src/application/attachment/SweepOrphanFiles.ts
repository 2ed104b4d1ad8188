import type { AttachmentRepo } from "../../model/attachment/AttachmentRepo";
import type { FileStore } from "../../model/attachment/FileStore";
import type { Clock } from "../../shared/Clock";

/**
 * Files younger than this are left alone: another process sharing the store may have just written
 * one whose row is not committed yet, or be in the middle of writing it.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** How many keys are checked against the rows in one query. */
const CHECK_CHUNK = 500;

export interface SweepResult {
  /** Finished files no row pointed at. */
  readonly orphans: number;
  /** Writes left unfinished by a crash. */
  readonly unfinished: number;
}

/**
 * Run on start: removes what a crash can leave behind, only older than the grace period. Unfinished
 * writes (a crash during a write) and files without a row (a crash between the file and its row,
 * a batch that failed after its file was written, a crash between deleting a row and its file).
 */
export class SweepOrphanFiles {
  constructor(
    private readonly attachments: AttachmentRepo,
    private readonly files: FileStore,
    private readonly clock: Clock,
    private readonly graceMs: number = ORPHAN_GRACE_MS,
  ) {}

  async execute(): Promise<SweepResult> {
    const cutoff = new Date(this.clock.now().getTime() - this.graceMs);
    const unfinished = await this.files.removeUnfinished(cutoff);
    const keys = await this.files.keysOlderThan(cutoff);
    let orphans = 0;
    for (let i = 0; i < keys.length; i += CHECK_CHUNK) {
      const chunk = keys.slice(i, i + CHECK_CHUNK);
      const inUse = new Set(await this.attachments.fileKeysInUse(chunk));
      for (const key of chunk) {
        if (inUse.has(key)) continue;
        await this.files.delete(key);
        orphans += 1;
      }
    }
    return { orphans, unfinished };
  }
}

import type { QueueStats } from "@finance/domain";

/** One dependency as `/health/ready` found it. */
export interface ReadinessCheck {
  readonly name: "database" | "redis" | "ocr";
  readonly ok: boolean;
  readonly latencyMs: number;
  /** Why it failed, in words safe to show (no address, no SQL). */
  readonly reason?: string;
}

export interface ReadinessReport {
  readonly checks: readonly ReadinessCheck[];
  /** The job queue's depth and live workers; null when the queue did not answer. */
  readonly queue: QueueStats | null;
}

/** Asks every dependency once, each within READY_TIMEOUT_MS. */
export type Readiness = () => Promise<ReadinessReport>;

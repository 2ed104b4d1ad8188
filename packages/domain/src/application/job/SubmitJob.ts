import type { Job, JobId } from "../../model/job/Job";
import type { JobQueue } from "../../model/job/JobQueue";
import type { IdGenerator, UserId } from "../../shared/Id";

export interface SubmitJobInput<P> {
  readonly kind: string;
  readonly payload: P;
  /**
   * Wait this long for the job to finish and answer it done; without it the job is answered as
   * submitted. A job still running when the wait ends is answered as it is then.
   */
  readonly waitMs?: number;
}

/** Puts a job of the user on the queue, under a fresh id; optionally waits for its end. */
export class SubmitJob {
  constructor(
    private readonly queue: JobQueue,
    private readonly ids: IdGenerator,
  ) {}

  async execute<P>(ownerId: UserId, input: SubmitJobInput<P>): Promise<Job> {
    const submitted = await this.queue.submit({
      id: this.ids.next<JobId>(),
      kind: input.kind,
      ownerId,
      payload: input.payload,
    });
    if (input.waitMs === undefined) return submitted;
    return (await this.queue.settled(submitted.id, input.waitMs)) ?? (await this.queue.find(submitted.id)) ?? submitted;
  }
}

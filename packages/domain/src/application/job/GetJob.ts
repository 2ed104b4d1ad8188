import type { Job, JobId } from "../../model/job/Job";
import type { JobQueue } from "../../model/job/JobQueue";
import { jobNotFound } from "../../shared/domainErrors";
import { parseUuid, type UserId } from "../../shared/Id";

/** A job of the user: another user's job reads as not found, like a job that never was. */
export class GetJob {
  constructor(private readonly queue: JobQueue) {}

  async execute(userId: UserId, id: string): Promise<Job> {
    const jobId = parseUuid<JobId>(id);
    if (jobId === null) throw jobNotFound();
    const job = await this.queue.find(jobId);
    if (job === null || job.ownerId !== userId) throw jobNotFound();
    return job;
  }
}

import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import { recurrenceNotFound } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { findOwnedRecurrence } from "./findOwnedRecurrence";

/** Stops a recurrence for good: nothing more is recorded, what it recorded stays. */
export class DeleteRecurrence {
  constructor(private readonly recurrences: RecurrenceRepo) {}

  async execute(userId: UserId, id: string): Promise<Recurrence> {
    const owned = await findOwnedRecurrence(this.recurrences, userId, id);
    const removed = await this.recurrences.delete(owned.id);
    if (!removed) throw recurrenceNotFound();
    return { ...removed, active: false, nextAt: null };
  }
}

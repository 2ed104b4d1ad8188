import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { UserId } from "../../shared/Id";
import { findOwnedRecurrence } from "./findOwnedRecurrence";

export class GetRecurrence {
  constructor(private readonly recurrences: RecurrenceRepo) {}

  execute(userId: UserId, id: string): Promise<Recurrence> {
    return findOwnedRecurrence(this.recurrences, userId, id);
  }
}

import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import type { UserId } from "../../shared/Id";

export class ListRecurrences {
  constructor(private readonly recurrences: RecurrenceRepo) {}

  execute(userId: UserId): Promise<Recurrence[]> {
    return this.recurrences.listByUser(userId);
  }
}

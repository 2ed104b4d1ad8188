import type { Recurrence } from "../../model/recurrence/Recurrence";
import type { RecurrenceRepo } from "../../model/recurrence/RecurrenceRepo";
import { invalidRecurrenceId, recurrenceNotFound } from "../../shared/domainErrors";
import { parseUuid, type RecurrenceId, type UserId } from "../../shared/Id";

/** A malformed id is VALIDATION_ERROR; a missing recurrence and another user's answer alike: RECURRENCE_NOT_FOUND. */
export const findOwnedRecurrence = async (
  recurrences: RecurrenceRepo,
  userId: UserId,
  recurrenceId: unknown,
): Promise<Recurrence> => {
  const id = parseUuid<RecurrenceId>(recurrenceId);
  if (!id) throw invalidRecurrenceId();
  const recurrence = await recurrences.findById(id);
  if (!recurrence || recurrence.userId !== userId) throw recurrenceNotFound();
  return recurrence;
};

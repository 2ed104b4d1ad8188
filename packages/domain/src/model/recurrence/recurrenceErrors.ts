import { DomainError } from "../../shared/DomainError";
import { invalidField } from "../../shared/domainErrors";

/** A rule that cannot be read, uses a part the service does not take, or can never occur. */
export const invalidRecurrenceRule = (reason: string): DomainError =>
  new DomainError("INVALID_RECURRENCE_RULE", `The recurrence rule is not valid: ${reason}`, [
    { path: "rrule", message: reason },
  ]);

/** Unknown, another user's, or deleted: answered alike. */
export const recurrenceNotFound = (): DomainError => new DomainError("RECURRENCE_NOT_FOUND", "Recurrence not found");

export const invalidRecurrenceId = (): DomainError => invalidField("id", "Recurrence id is not valid");

export const invalidTimezone = (): DomainError =>
  invalidField("timezone", "timezone must be an IANA time zone name such as Europe/Berlin");

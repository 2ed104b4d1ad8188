import type { StatementFileError } from "../../import/StatementFileError";
import { DomainError } from "../../shared/DomainError";

/** Expired, discarded, unknown and other users' imports answer alike. */
export const importNotFound = (): DomainError => new DomainError("IMPORT_NOT_FOUND", "Import not found");

export const importAlreadyCommitted = (): DomainError =>
  new DomainError("IMPORT_ALREADY_COMMITTED", "This import was already committed");

/**
 * A file the reader refused as a whole, as the domain's error; a line too long stays the reader's
 * error, since its answer (PAYLOAD_TOO_LARGE) is the HTTP layer's code.
 */
export const statementFileRefused = (error: StatementFileError): DomainError | StatementFileError =>
  error.code === "PAYLOAD_TOO_LARGE" ? error : new DomainError(error.code, error.message, error.details);

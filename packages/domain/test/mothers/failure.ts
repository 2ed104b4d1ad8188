import { type DomainError, isDomainError } from "../../src";

/** Runs the action (sync or async) and answers the DomainError it threw; anything else fails the test. */
export const failure = async (action: () => unknown): Promise<DomainError> => {
  try {
    await action();
  } catch (error) {
    if (isDomainError(error)) return error;
    throw error;
  }
  throw new Error("Expected a DomainError, but the call succeeded");
};

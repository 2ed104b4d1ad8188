import { invalidField } from "./DomainError";

export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 500;

/** A trimmed, non-empty name of at most 100 characters. */
export const parseName = (value: unknown, path = "name"): string => {
  const name = typeof value === "string" ? value.trim() : "";
  if (name.length === 0) throw invalidField(path, "Name is required");
  if (name.length > MAX_NAME_LENGTH) throw invalidField(path, `Name is longer than ${MAX_NAME_LENGTH} characters`);
  return name;
};

export const parseDescription = (value: unknown, path = "description"): string => {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw invalidField(path, "Description must be a string");
  const text = value.trim();
  if (text.length > MAX_DESCRIPTION_LENGTH) {
    throw invalidField(path, `Description is longer than ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  return text;
};

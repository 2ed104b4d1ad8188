import type { Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { invalidCategoryId } from "../../shared/domainErrors";
import { type CategoryId, parseUuid, type UserId } from "../../shared/Id";
import { findOwnedCategory } from "./findOwnedCategory";

/** A path id that is not a UUID is VALIDATION_ERROR; a missing category and another user's, INVALID_CATEGORY_EXIST_PARAMS. */
export const parseCategoryPathId = (value: string): CategoryId => {
  const id = parseUuid<CategoryId>(value);
  if (!id) throw invalidCategoryId();
  return id;
};

export class GetCategory {
  constructor(private readonly categories: CategoryRepo) {}

  execute(userId: UserId, categoryId: string): Promise<Category> {
    return findOwnedCategory(this.categories, userId, parseCategoryPathId(categoryId));
  }
}

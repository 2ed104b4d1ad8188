import type { Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import { categoryNotOwned } from "../../shared/domainErrors";
import { type CategoryId, parseUuid, type UserId } from "../../shared/Id";

/** A category that does not exist and one of another user's answer alike: INVALID_CATEGORY_EXIST_PARAMS. */
export const findOwnedCategory = async (
  categories: CategoryRepo,
  userId: UserId,
  categoryId: unknown,
): Promise<Category> => {
  const id = parseUuid<CategoryId>(categoryId);
  const category = id ? await categories.findById(id) : null;
  if (!category || category.userId !== userId) throw categoryNotOwned();
  return category;
};

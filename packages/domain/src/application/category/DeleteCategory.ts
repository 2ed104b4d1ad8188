import { assertCategoryReassignable, type Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { Clock } from "../../shared/Clock";
import { categoryNotOwned, invalidField } from "../../shared/domainErrors";
import { type CategoryId, parseUuid, type UserId } from "../../shared/Id";
import { findOwnedCategory } from "./findOwnedCategory";
import { parseCategoryPathId } from "./GetCategory";

export interface DeleteCategoryInput {
  /** Another open category of the caller's that takes over what uses this one. */
  reassignTo?: string;
}

export class DeleteCategory {
  constructor(
    private readonly categories: CategoryRepo,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, categoryId: string, input: DeleteCategoryInput = {}): Promise<Category> {
    const category = await findOwnedCategory(this.categories, userId, parseCategoryPathId(categoryId));
    let reassignTo: CategoryId | undefined;
    if (input.reassignTo !== undefined) {
      reassignTo = parseUuid<CategoryId>(input.reassignTo) ?? undefined;
      if (!reassignTo) throw invalidField("reassignTo", "reassignTo is not a valid id");
      assertCategoryReassignable(category, await findOwnedCategory(this.categories, userId, reassignTo));
    }
    const deleted = await this.categories.delete({
      id: category.id,
      at: this.clock.now(),
      ...(reassignTo && { reassignTo }),
    });
    if (!deleted) throw categoryNotOwned();
    return deleted;
  }
}

import type { Category } from "../../model/category/Category";
import type { CategoryChanges, CategoryRepo } from "../../model/category/CategoryRepo";
import { invalidField, noFieldToChange } from "../../shared/domainErrors";
import type { UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";
import { findOwnedCategory } from "./findOwnedCategory";
import { parseCategoryPathId } from "./GetCategory";

export interface UpdateCategoryInput {
  name?: string;
  archived?: boolean;
}

export class UpdateCategory {
  constructor(private readonly categories: CategoryRepo) {}

  async execute(userId: UserId, categoryId: string, input: UpdateCategoryInput): Promise<Category> {
    if (Object.values(input).every((value) => value === undefined)) throw noFieldToChange();
    const category = await findOwnedCategory(this.categories, userId, parseCategoryPathId(categoryId));
    const changes: { -readonly [K in keyof CategoryChanges]: CategoryChanges[K] } = {};
    if (input.name !== undefined) {
      const name = parseName(input.name);
      if (name !== category.name) changes.name = name;
    }
    if (input.archived !== undefined) {
      if (typeof input.archived !== "boolean") throw invalidField("archived", "archived must be true or false");
      if (input.archived !== category.archived) changes.archived = input.archived;
    }
    // The same values again change nothing and write nothing.
    return Object.keys(changes).length === 0 ? category : this.categories.update(category.id, changes);
  }
}

import type { Category } from "./Category";
import type { CategoryRepo } from "./CategoryRepo";

export class ListCategories {
  constructor(private readonly categories: CategoryRepo) {}

  execute(userId: string): Promise<Category[]> {
    return this.categories.listByUser(userId);
  }
}

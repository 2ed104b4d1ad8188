import type { Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { UserId } from "../../shared/Id";
import { creationListQuery, type OwnedList, type OwnedListInput, ownedListOf } from "../../shared/paging";

export class ListCategories {
  constructor(private readonly categories: CategoryRepo) {}

  /** One page of the user's categories, oldest first (100 by default); archived ones only when asked. */
  async execute(userId: UserId, input: OwnedListInput = {}): Promise<OwnedList<Category>> {
    const query = creationListQuery(userId, input);
    return ownedListOf(query.limit, await this.categories.list(query));
  }
}

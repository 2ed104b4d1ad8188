import type { Category } from "../../model/category/Category";
import type { CategoryRepo } from "../../model/category/CategoryRepo";
import type { Clock } from "../../shared/Clock";
import type { IdGenerator, UserId } from "../../shared/Id";
import { parseName } from "../../shared/text";

export class CreateCategory {
  constructor(
    private readonly categories: CategoryRepo,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(userId: UserId, input: { name: string }): Promise<Category> {
    const category: Category = {
      id: this.ids.next(),
      userId,
      name: parseName(input.name),
      archived: false,
      createdAt: this.clock.now(),
    };
    await this.categories.create(category);
    return category;
  }
}

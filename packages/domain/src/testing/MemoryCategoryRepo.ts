import { type Category, type CategoryRepo, categoryAlreadyExists } from "../index";
import { copy, type MemoryStore } from "./MemoryStore";
import { byCreation } from "./order";

export class MemoryCategoryRepo implements CategoryRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(category: Category): Promise<void> {
    const name = category.name.toLowerCase();
    for (const existing of this.store.categories.values()) {
      if (existing.userId === category.userId && existing.name.toLowerCase() === name) {
        throw categoryAlreadyExists();
      }
    }
    this.store.categories.set(category.id, copy(category));
  }

  async findById(id: string): Promise<Category | null> {
    const category = this.store.categories.get(id);
    return category ? copy(category) : null;
  }

  async listByUser(userId: string): Promise<Category[]> {
    return [...this.store.categories.values()]
      .filter((c) => c.userId === userId)
      .sort(byCreation)
      .map(copy);
  }
}

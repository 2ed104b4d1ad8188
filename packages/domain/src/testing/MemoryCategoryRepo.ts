import {
  assertCategoryReassignable,
  type Category,
  type CategoryChanges,
  type CategoryId,
  type CategoryRemoval,
  type CategoryRepo,
  type CreationListQuery,
  type CreationPage,
  categoryAlreadyExists,
  categoryInUse,
  categoryNotOwned,
  type UserId,
} from "../index";
import { creationPageOf } from "./creationPage";
import { copy, type MemoryStore } from "./MemoryStore";
import { byCreation } from "./order";

/** Checks everything first, then writes with no `await` between: atomic on the one JavaScript thread. */
export class MemoryCategoryRepo implements CategoryRepo {
  constructor(private readonly store: MemoryStore) {}

  async create(category: Category): Promise<void> {
    this.assertNameFree(category.userId, category.name, category.id);
    this.store.categories.set(category.id, copy(category));
  }

  async findById(id: CategoryId): Promise<Category | null> {
    const category = this.store.categories.get(id);
    return category ? copy(category) : null;
  }

  async listByUser(userId: UserId): Promise<Category[]> {
    return [...this.store.categories.values()]
      .filter((c) => c.userId === userId)
      .sort(byCreation)
      .map(copy);
  }

  async list(query: CreationListQuery): Promise<CreationPage<Category>> {
    return creationPageOf(this.store.categories.values(), query);
  }

  async update(id: CategoryId, changes: CategoryChanges): Promise<Category> {
    const current = this.store.categories.get(id);
    if (!current) throw categoryNotOwned();
    if (changes.name !== undefined) this.assertNameFree(current.userId, changes.name, id);
    const updated: Category = { ...current, ...changes };
    this.store.categories.set(id, updated);
    return copy(updated);
  }

  async delete({ id, reassignTo, at }: CategoryRemoval): Promise<Category | null> {
    const category = this.store.categories.get(id);
    if (!category) return null;
    const moved = [...this.store.transactions.values()].filter((tx) => tx.categoryId === id);
    const budgets = [...this.store.budgets.values()].filter((budget) => budget.categoryIds.includes(id));
    if (reassignTo === undefined) {
      if (moved.length > 0 || budgets.length > 0) throw categoryInUse();
    } else {
      const target = this.store.categories.get(reassignTo);
      if (!target || target.userId !== category.userId) throw categoryNotOwned();
      assertCategoryReassignable(category, target);
    }
    if (this.store.refusedDeletions.has(id)) throw new Error(`Deletion of ${id} refused`);
    if (reassignTo !== undefined) {
      for (const tx of moved) {
        this.store.transactions.set(tx.id, { ...tx, categoryId: reassignTo, updatedAt: at, version: tx.version + 1 });
      }
      for (const budget of budgets) {
        // A budget that lists both keeps the target where it stands; the others take it in place.
        const categoryIds = budget.categoryIds.includes(reassignTo)
          ? budget.categoryIds.filter((c) => c !== id)
          : budget.categoryIds.map((c) => (c === id ? reassignTo : c));
        this.store.budgets.set(budget.id, { ...budget, categoryIds, updatedAt: at, version: budget.version + 1 });
      }
    }
    this.store.categories.delete(id);
    return copy(category);
  }

  private assertNameFree(userId: UserId, name: string, id: CategoryId): void {
    const lower = name.toLowerCase();
    for (const existing of this.store.categories.values()) {
      if (existing.id !== id && existing.userId === userId && existing.name.toLowerCase() === lower) {
        throw categoryAlreadyExists();
      }
    }
  }
}

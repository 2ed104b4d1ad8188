import type { Category } from "./Category";

export interface CategoryRepo {
  /** Fails with CATEGORY_ALREADY_EXISTS when the user has the name already (case-insensitive), also under a race. */
  create(category: Category): Promise<void>;
  findById(id: string): Promise<Category | null>;
  listByUser(userId: string): Promise<Category[]>;
}

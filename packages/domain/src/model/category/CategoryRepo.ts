import type { CategoryId, UserId } from "../../shared/Id";
import type { CreationListQuery, CreationPage } from "../../shared/paging";
import type { Category } from "./Category";

/** The fields a category update may change; only those present are written. */
export type CategoryChanges = Partial<Pick<Category, "name" | "archived">>;

export interface CategoryRemoval {
  readonly id: CategoryId;
  /** The category that takes over the deleted one's transactions and budget links. */
  readonly reassignTo?: CategoryId;
  /** `updatedAt` of every transaction and budget moved. */
  readonly at: Date;
}

export interface CategoryRepo {
  /** Fails with CATEGORY_ALREADY_EXISTS when the user has the name already (case-insensitive), also under a race. */
  create(category: Category): Promise<void>;
  findById(id: CategoryId): Promise<Category | null>;
  /** Every category of the user, archived ones too, oldest first (created_at, then id). */
  listByUser(userId: UserId): Promise<Category[]>;
  /** One keyset page of the user's categories, oldest first; archived ones only when asked. */
  list(query: CreationListQuery): Promise<CreationPage<Category>>;
  /** Writes the given fields; CATEGORY_ALREADY_EXISTS for a name taken, INVALID_CATEGORY_EXIST_PARAMS when gone. */
  update(id: CategoryId, changes: CategoryChanges): Promise<Category>;
  /**
   * Deletes the category, all or nothing. While transactions or budgets use it: CATEGORY_IN_USE,
   * unless `reassignTo` names a category (re-checked here: INVALID_CATEGORY_EXIST_PARAMS when
   * gone, `assertCategoryReassignable`) that then takes them over; a budget listing both keeps
   * one. Each moved record's version is bumped. Answers the deleted category, or null.
   */
  delete(removal: CategoryRemoval): Promise<Category | null>;
}

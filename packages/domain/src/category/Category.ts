export interface Category {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly createdAt: Date;
}

/** Oldest first; the time-ordered id breaks ties, as the database adapters do. */
export const byCreation = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): number =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The value of a read started alongside others (`Promise.allSettled`), or its failure, thrown when
 * the caller asks for it: independent reads run at once (one round trip of waiting on a networked
 * store instead of one each) while their errors keep the order of reading them one by one.
 */
export const settledValue = <T>(result: PromiseSettledResult<T>): T => {
  if (result.status === "rejected") throw result.reason;
  return result.value;
};

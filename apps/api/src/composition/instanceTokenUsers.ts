import type { UserId } from "@finance/domain";
import type { Logger } from "pino";
import type { TokenUserCache } from "../http/tokenUserCache";
import type { StoreChannel } from "./persistence";

/** The store channel a password change is announced on (the payload is the user's id). */
export const TOKEN_USERS_CHANNEL = "finance_token_user_forgotten";

/**
 * `forget` (this process and its cluster), and every other instance on the same database told
 * through the store's channel. The channel's message goes out after the change has committed; a
 * failure to send it is logged, and the other instances then drop the user when their TTL ends.
 */
export const forgettingOnEveryInstance = (
  forget: (id: UserId) => Promise<void>,
  channel: StoreChannel | undefined,
  logger: Logger,
): ((id: UserId) => Promise<void>) => {
  if (!channel) return forget;
  return async (id) => {
    await Promise.all([
      forget(id),
      channel.send(id).catch((error: unknown) => {
        logger.warn({ err: error }, "telling the other instances of a password change failed");
      }),
    ]);
  };
};

/**
 * Drops from `cache` every user another instance announces. After the listening connection came
 * back from a drop, announcements may have been missed, so every kept user is dropped.
 */
export const hearOtherInstances = (
  channel: StoreChannel,
  cache: Pick<TokenUserCache, "forget" | "forgetAll">,
  logger: Logger,
): Promise<() => Promise<void>> =>
  channel.listen(
    (id) => cache.forget(id as UserId),
    () => {
      logger.warn("the store channel reconnected: every kept token user is dropped");
      cache.forgetAll();
    },
  );

import type { UserId } from "@finance/domain";
import type { Logger } from "pino";
import type { TokenUserCache } from "../http/tokenUserCache";
import type { StoreChannel } from "./persistence";

/** The store channel a password change is announced on (the payload is the user's id). */
export const TOKEN_USERS_CHANNEL = "finance_token_user_forgotten";

/** How long a password change waits for its announcement to go out (as long as a cluster's relay). */
const SEND_WAIT_MS = 2000;

/**
 * `forget` (this process and its cluster), and every other instance on the same database told
 * through the store's channel. The announcement goes out after the change has committed; one
 * that fails, or is not out within SEND_WAIT_MS (a busy pool), is logged and the change is
 * answered anyway: the other instances then drop the user when their TTL ends.
 */
export const forgettingOnEveryInstance = (
  forget: (id: UserId) => Promise<void>,
  channel: StoreChannel | undefined,
  logger: Logger,
  sendWaitMs = SEND_WAIT_MS,
): ((id: UserId) => Promise<void>) => {
  if (!channel) return forget;
  const announce = (id: UserId) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        logger.warn("telling the other instances of a password change is taking too long; answering without it");
        resolve();
      }, sendWaitMs);
      channel.send(id).then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          logger.warn({ err: error }, "telling the other instances of a password change failed");
          resolve();
        },
      );
    });
  return async (id) => {
    await Promise.all([forget(id), announce(id)]);
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

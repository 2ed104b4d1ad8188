import { randomUUID } from "node:crypto";
import type { UserId } from "@finance/domain";
import type { Logger } from "pino";
import type { TokenUserCache } from "../stores/tokenUserCache";
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

/** How often a process pings itself on the channel, and how many of its pings may go unheard. */
const PING_EVERY_MS = 10_000;
const MISSED_PINGS = 3;
const PING = "ping:";

/**
 * Drops from `cache` every user another instance announces. After the listening connection came
 * back from a drop, announcements may have been missed, so every kept user is dropped.
 *
 * The process also pings itself on the channel every `pingEveryMs`, and keeps users only while it
 * hears its pings: from the first one back, until MISSED_PINGS of them in a row went out (their
 * NOTIFY committed) and did not come back (a pooler in transaction mode, which does not deliver
 * LISTEN; a connection lost without a word). Meanwhile every user is read from the store, and the
 * first such stretch is logged. Pings are counted, not timed, so a stalled event loop or a clock
 * that jumps is not taken for deafness, and pings still queued for a busy pool count for nothing.
 * The answer stops the pings; the listening connection closes with the database.
 */
export const hearOtherInstances = async (
  channel: StoreChannel,
  cache: Pick<TokenUserCache, "forget" | "forgetAll" | "pause" | "resume">,
  logger: Logger,
  pingEveryMs = PING_EVERY_MS,
): Promise<() => void> => {
  const prefix = `${PING}${randomUUID()}:`;
  let numbered = 0;
  /** The latest of this process's pings that went out, and the latest heard back. */
  let sent = 0;
  let heard = 0;
  let hearing = false;
  let warned = false;
  cache.pause();
  await channel.listen(
    (payload) => {
      if (!payload.startsWith(PING)) {
        cache.forget(payload as UserId);
        return;
      }
      if (!payload.startsWith(prefix)) return;
      heard = Math.max(heard, Number(payload.slice(prefix.length)));
      if (hearing) return;
      hearing = true;
      cache.resume();
      if (warned) logger.info("this process hears the store channel again: token users are kept again");
      warned = false;
    },
    () => {
      logger.warn("the store channel reconnected: every kept token user is dropped");
      cache.forgetAll();
    },
  );
  const ping = () => {
    numbered += 1;
    const n = numbered;
    channel.send(`${prefix}${n}`).then(
      () => {
        sent = Math.max(sent, n);
      },
      // A ping that did not go out says nothing about hearing (the store is failing every request).
      () => undefined,
    );
  };
  ping();
  const timer = setInterval(() => {
    if (sent - heard >= MISSED_PINGS) {
      if (hearing) {
        hearing = false;
        cache.pause();
      }
      if (!warned) {
        warned = true;
        logger.warn(
          "this process does not hear its own pings on the store channel (a pooler in transaction mode, or a lost connection): token users are read on every request until it does",
        );
      }
    }
    ping();
  }, pingEveryMs);
  timer.unref();
  return () => clearInterval(timer);
};

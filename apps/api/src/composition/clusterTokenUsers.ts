import cluster, { type Worker } from "node:cluster";
import type { UserId } from "@finance/domain";
import type { Logger } from "pino";

const FORGET = "finance:forget-token-user";
const FORGOTTEN = "finance:token-user-forgotten";

interface ForgetMessage {
  readonly type: typeof FORGET;
  readonly userId: string;
  readonly ask: number;
}

interface ForgottenMessage {
  readonly type: typeof FORGOTTEN;
  readonly ask: number;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T["type"]): message is T =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;

/** How long a worker waits for the others' confirmation (through the primary, which waits less). */
const WORKER_WAIT_MS = 3000;
const PRIMARY_WAIT_MS = 2000;

/**
 * `forget(userId)` for this process's token-user cache and, in a cluster worker, every other
 * worker's: the primary relays it and confirms once all of them dropped the user, so a password
 * change is answered only after no worker would accept the old tokens. A worker that does not
 * confirm in time (stuck, or dying) is logged; what it kept expires within the cache's TTL.
 */
export const forgetTokenUserInCluster = (
  forgetHere: (id: UserId) => void,
  logger: Logger,
): ((id: UserId) => Promise<void>) => {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) {
    return async (id) => forgetHere(id);
  }
  // With a callback, a closed channel (the primary gone) is reported to it instead of thrown.
  const post = (message: ForgetMessage | ForgottenMessage, failed: () => void = () => {}) =>
    send(message, undefined, undefined, (error) => {
      if (error) failed();
    });
  let asks = 0;
  const waiting = new Map<number, () => void>();
  process.on("message", (message: unknown) => {
    if (isMessage<ForgetMessage>(message, FORGET)) {
      forgetHere(message.userId as UserId);
      post({ type: FORGOTTEN, ask: message.ask });
    } else if (isMessage<ForgottenMessage>(message, FORGOTTEN)) {
      waiting.get(message.ask)?.();
    }
  });
  return (id) => {
    forgetHere(id);
    if (!process.connected) return Promise.resolve();
    asks += 1;
    const ask = asks;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(ask);
        resolve();
      };
      const timer = setTimeout(() => {
        logger.warn("the other workers did not confirm dropping a user's tokens in time");
        done();
      }, WORKER_WAIT_MS);
      waiting.set(ask, done);
      post({ type: FORGET, userId: id, ask }, done);
    });
  };
};

/**
 * The primary's side: a worker's "forget this user" goes to every other worker that is serving
 * (one not yet listening has served no token, so it keeps no user), and the asking worker hears
 * back when all confirmed, a worker exited, or PRIMARY_WAIT_MS passed.
 */
export const relayTokenUserForgetting = (logger: Logger): void => {
  const serving = new Set<number>();
  cluster.on("listening", (worker: Worker) => serving.add(worker.id));
  // Keyed by the primary's own number for each relay: the workers number their asks separately.
  const relays = new Map<number, { readonly unconfirmed: Set<number>; readonly finish: () => void }>();
  let relayed = 0;
  const settle = (relay: number, workerId: number) => {
    const entry = relays.get(relay);
    if (!entry) return;
    entry.unconfirmed.delete(workerId);
    if (entry.unconfirmed.size === 0) entry.finish();
  };
  cluster.on("message", (from: Worker, message: unknown) => {
    if (isMessage<ForgottenMessage>(message, FORGOTTEN)) {
      settle(message.ask, from.id);
      return;
    }
    if (!isMessage<ForgetMessage>(message, FORGET)) return;
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker =>
        worker !== undefined && worker.id !== from.id && serving.has(worker.id) && worker.isConnected(),
    );
    relayed += 1;
    const relay = relayed;
    const finish = () => {
      clearTimeout(timer);
      relays.delete(relay);
      if (from.isConnected()) from.send({ type: FORGOTTEN, ask: message.ask } satisfies ForgottenMessage);
    };
    const timer = setTimeout(() => {
      logger.warn({ worker: from.id }, "a worker did not confirm dropping a user's tokens in time");
      finish();
    }, PRIMARY_WAIT_MS);
    relays.set(relay, { unconfirmed: new Set(others.map((worker) => worker.id)), finish });
    if (others.length === 0) finish();
    for (const worker of others)
      worker.send({ type: FORGET, userId: message.userId, ask: relay } satisfies ForgetMessage);
  });
  cluster.on("exit", (worker: Worker) => {
    serving.delete(worker.id);
    for (const relay of [...relays.keys()]) settle(relay, worker.id);
  });
};

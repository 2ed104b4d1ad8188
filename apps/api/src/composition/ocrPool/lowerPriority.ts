import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The threads of this process: Linux keeps a nice value per thread, so each is lowered on its own. */
const ownThreads = (): number[] => {
  try {
    return readdirSync("/proc/self/task").map(Number);
  } catch {
    // Not Linux: there the priority is the process's, set through pid 0.
    return [0];
  }
};

/**
 * Lowers this process's CPU priority to `niceness` (never raises it; 0 keeps the parent's). Every
 * thread it has now is lowered, and threads it starts later (an engine's thread pool) inherit the
 * value from the thread that starts them.
 */
export const lowerOwnPriority = (niceness: number): void => {
  if (niceness <= 0) return;
  for (const thread of ownThreads()) {
    try {
      if (getPriority(thread) < niceness) setPriority(thread, niceness);
    } catch {
      // A thread that ended in between: nothing to lower.
    }
  }
};

/**
 * Lowers a process just started to `niceness` (its main thread, and so every thread that thread
 * starts from then on): a worker then boots and loads its modules below the requests already,
 * before it lowers the rest of its own threads (`lowerOwnPriority`).
 */
export const lowerPriorityOf = (pid: number | undefined, niceness: number): void => {
  if (pid === undefined || niceness <= 0) return;
  try {
    if (getPriority(pid) < niceness) setPriority(pid, niceness);
  } catch {
    // Exited already: its exit is handled where it is awaited.
  }
};

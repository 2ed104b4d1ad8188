import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A free TCP port on loopback (bound once to port 0, then released). */
export const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

export interface ChildServer {
  readonly name: string;
  readonly pid: number;
  readonly url: string;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; answers the exit code (null when killed by a signal). */
  stop(graceMs?: number): Promise<number | null>;
}

export interface StartChildOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly port: number;
  /** GET path answering 200 once the server is ready. */
  readonly readyPath: string;
  readonly timeoutMs?: number;
}

const keepTail = (lines: string[], chunk: Buffer) => {
  lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  if (lines.length > 60) lines.splice(0, lines.length - 60);
};

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolveExit) => child.once("exit", (code) => resolveExit(code)));

/** Starts a server as a child process and waits until `readyPath` answers 200. */
export const startChild = async (options: StartChildOptions): Promise<ChildServer> => {
  const tail: string[] = [];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => keepTail(tail, chunk));
  child.stderr?.on("data", (chunk: Buffer) => keepTail(tail, chunk));
  const url = `http://127.0.0.1:${options.port}`;
  const output = () => tail.join("\n");
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${options.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}${options.readyPath}`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${options.name} was not ready within ${options.timeoutMs ?? 60_000} ms:\n${output()}`);
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error(`${options.name} has no pid`);
  const pid = child.pid;
  return {
    name: options.name,
    pid,
    url,
    output,
    stop: async (graceMs = 20_000) => {
      const done = exited(child);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      try {
        return await done;
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

/** Runs a command to completion; answers its stdout, throws with its output on a non-zero exit. */
export const run = (
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<string> =>
  new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      if (options.echo) process.stderr.write(chunk);
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolveRun(stdout);
      else reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${stdout}\n${stderr}`));
    });
  });

// ---------------------------------------------------------------------------------------------
// Memory: resident set size of a process and its child processes, read from /proc.

/** Bytes as MiB with one decimal. */
export const toMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** A memory field of /proc/<pid>/status in bytes, or null once the process is gone. */
export const statusField = (pid: number, field: "VmRSS" | "VmHWM"): number | null => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
};

/** The process and every descendant process (cluster workers), from /proc/<pid>/stat parent ids. */
export const processTree = (root: number): number[] => {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const siblings = parents.get(ppid) ?? [];
      siblings.push(Number(entry));
      parents.set(ppid, siblings);
    } catch {
      // the process ended while we looked
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i] as number) ?? []));
  return tree;
};

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) of the process tree: each process's own and its ended, reaped
 * children's, so a worker that exited still counts in its parent. Compared before and after a
 * request, it is what that request cost the server whatever else the machine was doing.
 */
export const treeCpuMs = (root: number): number => {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // state is field 0 here: utime 11, stime 12, cutime 13, cstime 14.
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended while we looked
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
};

/**
 * Peak RSS of a server while a scenario runs: VmRSS of the process tree polled every `intervalMs`
 * (summed over cluster workers and OCR workers), and for the server's own process also the
 * kernel's exact high-water mark VmHWM, reset at the start through /proc/<pid>/clear_refs ("5").
 */
export class RssSampler {
  private peak = 0;
  private peakOne = 0;
  private peakRoot = 0;
  private timer: NodeJS.Timeout | undefined;
  private tree: number[];
  private hwmReset = false;
  private ticks = 0;

  constructor(
    private readonly root: number,
    private readonly intervalMs = 50,
  ) {
    this.tree = processTree(root);
  }

  start(): void {
    this.tree = processTree(this.root);
    try {
      writeFileSync(`/proc/${this.root}/clear_refs`, "5");
      this.hwmReset = true;
    } catch {
      this.hwmReset = false;
    }
    this.peak = 0;
    this.peakOne = 0;
    this.peakRoot = 0;
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
  }

  /**
   * Peak bytes since `start`: of the whole tree, of its largest single process, and of the server's
   * own process (the API process, or a cluster's primary) without its children.
   */
  stop(): { total: number; largestProcess: number; root: number } {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    if (this.hwmReset) {
      this.peakRoot = Math.max(this.peakRoot, statusField(this.root, "VmHWM") ?? 0);
      this.peakOne = Math.max(this.peakOne, this.peakRoot);
      if (this.tree.length === 1) this.peak = Math.max(this.peak, this.peakRoot);
    }
    return { total: this.peak, largestProcess: this.peakOne, root: this.peakRoot };
  }

  private sample(): void {
    // New workers (a restarted cluster worker) are picked up every second or so.
    this.ticks += 1;
    if (this.ticks % 20 === 0) this.tree = processTree(this.root);
    let total = 0;
    for (const pid of this.tree) {
      const rss = statusField(pid, "VmRSS") ?? 0;
      total += rss;
      this.peakOne = Math.max(this.peakOne, rss);
      if (pid === this.root) this.peakRoot = Math.max(this.peakRoot, rss);
    }
    this.peak = Math.max(this.peak, total);
  }
}

/** Types of `buildWebApp.mjs` (a plain script, run by `pnpm start` before anything is built), for its tests. */

export declare const STAMP: string;

export declare const lockfileEntry: (lockfile: string, importer: string) => string;

export declare const webSourceHash: (options: { webDir: string; workspaceDir: string }) => Promise<string>;

export declare const buildLockPath: (distDir: string) => string;

export declare const isBuiltFrom: (distDir: string, hash: string) => Promise<boolean>;

export declare const precompress: (distDir: string) => Promise<string[]>;

export declare const buildIfChanged: (options: {
  webDir: string;
  distDir: string;
  workspaceDir: string;
  build: () => Promise<void>;
  force?: boolean;
}) => Promise<{ built: boolean; hash: string; reason: string }>;

/** Options of `startSandbox`; the environment variables of docs/design.md §6 map onto them in main.ts. */
export interface SandboxOptions {
  /** 0 = a free port; default 8787. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  readLimit?: number;
  writeLimit?: number;
  maxUploadBytes?: number;
  videoProcessingMs?: number;
  /** Where uploaded files go; a temp dir (removed on close) by default. */
  dataDir?: string;
  /** No request or webhook log lines. */
  quiet?: boolean;
}

/** The knobs `POST /__sandbox/config` may change until the next reset. */
export interface Limits {
  readLimit: number;
  writeLimit: number;
  maxUploadBytes: number;
  videoProcessingMs: number;
}

const DEFAULT_LIMITS: Limits = {
  readLimit: 60,
  writeLimit: 30,
  maxUploadBytes: 5 * 1024 ** 3,
  videoProcessingMs: 5000,
};

/** Limits: "the counter ... clears about 60 minutes later" — the rolling window. */
export const RATE_WINDOW_MS = 60 * 60 * 1000;

/** Authorization codes live 10 simulated minutes (the interface does not say; RFC 6749 §4.1.2 advises ≤ 10). */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

export function resolveLimits(options: SandboxOptions): Limits {
  return {
    readLimit: options.readLimit ?? DEFAULT_LIMITS.readLimit,
    writeLimit: options.writeLimit ?? DEFAULT_LIMITS.writeLimit,
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_LIMITS.maxUploadBytes,
    videoProcessingMs: options.videoProcessingMs ?? DEFAULT_LIMITS.videoProcessingMs,
  };
}

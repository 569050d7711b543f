import type { ChildProcess } from 'node:child_process';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function findFreePort(host?: string): Promise<number>;
export declare function waitForHealth(
  baseUrl: string,
  options?: { child?: ChildProcess | null; logTail?: () => string; timeoutMs?: number },
): Promise<void>;
export declare function stopProcess(child: ChildProcess, timeoutMs?: number): Promise<void>;
export interface BuiltServer {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}
export declare function startBuiltServer(options: {
  rootDir: string;
  env?: Record<string, string>;
  host?: string;
  healthTimeoutMs?: number;
}): Promise<BuiltServer>;
export declare function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T>;

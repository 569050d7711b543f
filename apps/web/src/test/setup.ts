import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { afterEach } from 'vitest';

// Each test file runs in a VM context whose globals are happy-dom's window (vite.config.ts), and
// happy-dom has no BroadcastChannel: Node's is the same standard API, across every context of the
// process as across a browser's tabs.
globalThis.BroadcastChannel ??= NodeBroadcastChannel as unknown as typeof BroadcastChannel;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

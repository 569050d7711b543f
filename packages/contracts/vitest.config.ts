import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure code with no mocks, stubs or fake timers: the files share a worker's loaded modules
    // instead of each starting a process and loading them again (half the suite's time; decision 019).
    isolate: false,
  },
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
  // Absent in tests that run in the node environment.
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});

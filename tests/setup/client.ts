import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// An unexpected console.error fails the test (React warnings, failed prop types, act() misuse…).
const originalError = console.error;
afterEach(() => {
  cleanup();
});
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});

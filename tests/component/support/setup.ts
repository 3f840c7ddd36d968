import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Each test starts from an empty page and the real fetch; the toasts' store is module state, so
// it is emptied with the page (the Toaster unmounts with it).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every staff test: unmount what it rendered and put back the globals it stubbed (fetch, above all).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no modal dialogs of its own: showModal opens it, close closes it.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

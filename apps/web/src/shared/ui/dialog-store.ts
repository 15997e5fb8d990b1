import { createExternalStore } from '../lib/external-store';

/**
 * Imperative alert/confirm dialogs (SPEC §8 dialogs, the login confirm of route guards). Anything may
 * open one and await the answer; the single <DialogHost> renders them one at a time.
 */
export type DialogRequest = {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string | undefined;
  message: string;
  /** Lines listed under the message (e.g. the cart lines a merge could not take). */
  items?: readonly string[] | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  resolve: (confirmed: boolean) => void;
};

type Options = {
  title?: string;
  items?: readonly string[];
  confirmLabel?: string;
  cancelLabel?: string;
  signal?: AbortSignal;
};

const store = createExternalStore<readonly DialogRequest[]>([]);
let nextId = 1;

function open(kind: DialogRequest['kind'], message: string, options: Options = {}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      options.signal?.removeEventListener('abort', onAbort);
      store.set(store.get().filter((dialog) => dialog.id !== id));
      resolve(confirmed);
    };
    // A navigation that was superseded (the user went elsewhere) takes its dialog with it.
    const onAbort = () => close(false);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    store.set([
      ...store.get(),
      {
        id,
        kind,
        message,
        title: options.title,
        items: options.items,
        confirmLabel: options.confirmLabel,
        cancelLabel: options.cancelLabel,
        resolve: close
      }
    ]);
  });
}

export const dialogs = {
  alert: async (message: string, options?: Options): Promise<void> => {
    await open('alert', message, options);
  },
  confirm: (message: string, options?: Options): Promise<boolean> => open('confirm', message, options),
  subscribe: store.subscribe,
  get: store.get,
  /** Tests: forget open dialogs. */
  reset: () => store.set([])
};

'use client';

import type { ExternalToast, toast } from 'sonner';

/** SPEC 9: at most 5 toasts are kept; a new one closes the oldest (sonner animates it out in 200 ms). */
const maxKept = 5;
const open: (string | number)[] = [];

type Kind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

// No page shows a toast on load, so sonner and the toaster load with the first toast, not with the page.
let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
let sonner: Promise<{ toast: typeof toast }> | undefined;

/** For the toaster island: whether a toast has been asked for, and the signal that it is listening. */
export const toasterDemand = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  isWanted: () => wanted,
  mounted: () => toasterMounted(),
};

function loadSonner(): Promise<{ toast: typeof toast }> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // The toaster subscribes to sonner's state when it mounts: a toast sent before would be lost.
  // One chunk: the toaster's module passes sonner's `toast` on.
  sonner ??= Promise.all([import('@/components/shell/sonner-toaster.client'), mounted]).then(
    ([module]) => module,
  );
  return sonner;
}

function forget(id: string | number) {
  const index = open.indexOf(id);
  if (index >= 0) open.splice(index, 1);
}

/**
 * Shows a new toast within the limit: it is remembered now, and closes the oldest ones it pushes over
 * the limit once sonner is there. Every toast waits on the same promise, so they appear (and push each
 * other out) in call order.
 */
function show<Id extends string | number>(id: Id, create: (sonner: typeof toast) => void): Id {
  open.push(id);
  const dropped = open.splice(0, Math.max(0, open.length - maxKept));
  void loadSonner().then(({ toast: sonner }) => {
    for (const old of dropped) sonner.dismiss(old);
    // Pushed out by later toasts while sonner was still loading: never shown, nothing to close.
    if (!open.includes(id)) return;
    create(sonner);
  });
  return id;
}

/** Shows a toast of a type (default, success, info, warning, error, loading) within the limit. */
export function notify(kind: Kind, message: string, options?: ExternalToast): string | number {
  const id = options?.id ?? crypto.randomUUID();
  return show(id, (sonner) =>
    sonner[kind](message, { ...options, id, onDismiss: () => forget(id), onAutoClose: () => forget(id) }),
  );
}

/** A promise toast: loading, then success or error. */
export function notifyPromise<T>(
  promise: Promise<T>,
  messages: {
    loading: string;
    success: string | ((value: T) => string);
    error: string | ((error: unknown) => string);
  },
): string {
  const id = crypto.randomUUID();
  return show(id, (sonner) => sonner.promise(promise, { ...messages, id }));
}

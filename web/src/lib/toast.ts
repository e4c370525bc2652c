'use client';

import { type ExternalToast, toast } from 'sonner';

/** SPEC 9: at most 5 toasts are kept; a new one closes the oldest (sonner animates it out in 200 ms). */
const maxKept = 5;
const open: (string | number)[] = [];

type Kind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

function keep(id: string | number): string | number {
  open.push(id);
  while (open.length > maxKept) toast.dismiss(open.shift());
  return id;
}

/** Shows a toast of a type (default, success, info, warning, error, loading) within the limit. */
export function notify(kind: Kind, message: string, options?: ExternalToast): string | number {
  const id = keep(options?.id ?? crypto.randomUUID());
  const forget = () => {
    const index = open.indexOf(id);
    if (index >= 0) open.splice(index, 1);
  };
  return toast[kind](message, { ...options, id, onDismiss: forget, onAutoClose: forget });
}

/** A promise toast: loading, then success or error. */
export function notifyPromise<T>(
  promise: Promise<T>,
  messages: { loading: string; success: string; error: string },
) {
  return toast.promise(promise, { ...messages, id: keep(crypto.randomUUID()) });
}

'use client';

/**
 * What the form last said about an event ("Draft saved."), kept across the client-side move from the
 * new form to the event's edit page, so the edit page can say it on arrival. In memory only.
 */
let last: { id: string; text: string } | null = null;

export const savedNotice = {
  set: (id: string, text: string) => {
    last = { id, text };
  },
  of: (id: string) => (last?.id === id ? last.text : null),
  clear: () => {
    last = null;
  },
};

import type { ReactNode } from 'react';

/** A label over its value, as the ticket and pass screens set their details. */
export function ScreenRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  );
}

import type { ReactNode } from 'react';

type TitledSectionProps = { id: string; title: ReactNode; className?: string; children: ReactNode };

/** A page section named by its heading, so screen readers list it as a region with that name. */
export function TitledSection({ id, title, className = 'mt-10', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The logo mark (the same shape as app/icon.svg), drawn in the theme's primary tone. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary-700 dark:fill-primary-400" />
      <path
        d="M10 7h7.5a5 5 0 0 1 3.2 8.8A5.5 5.5 0 0 1 18 25h-8z"
        className="fill-white dark:fill-primary-950"
      />
      <path
        d="M14 11v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 7v3.5h3.6a1.75 1.75 0 0 0 0-3.5z"
        className="fill-primary-700 dark:fill-primary-400"
      />
    </svg>
  );
}

/**
 * The support chat, fixed at the bottom right of every page (error pages too): a plain link, so it
 * works before and without JavaScript. The handle comes from the website configuration.
 */
export function HelpButton({ handle }: { handle: string }) {
  return (
    <a
      href={`https://t.me/${encodeURIComponent(handle)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Telegram Help Button"
      className="fixed end-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-violet-700 text-white shadow-lg hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 print:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
        <path d="M21.9 4.3 18.8 19c-.2 1-.8 1.3-1.7.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L7 12.9 2.5 11.5c-1-.3-1-1 .2-1.5L20.6 3c.8-.3 1.6.2 1.3 1.3Z" />
      </svg>
    </a>
  );
}

import { HelpButtonGuard } from './help-button-guard.client';

/**
 * The support chat, fixed at the bottom right of every page (error pages too): a plain link, so it
 * works before and without JavaScript. The handle comes from the website configuration.
 *
 * It must not cover what a visitor came to tap or read the price of: on phones it is smaller (44 px,
 * still a full touch target) and sits above the safe area; the guard lifts it above the event page's
 * ticket bar and sets it aside while a link, button or price passes under it. The wrapper keeps the
 * resting place (the guard measures there); the link moves.
 */
export function HelpButton({ handle }: { handle: string }) {
  return (
    <div
      data-help-button
      className="pointer-events-none fixed end-3 bottom-[calc(0.75rem+env(safe-area-inset-bottom))] z-40 flex sm:end-4 sm:bottom-[calc(1rem+env(safe-area-inset-bottom))] print:hidden"
    >
      <a
        href={`https://t.me/${encodeURIComponent(handle)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Telegram Help Button"
        className="pointer-events-auto flex size-11 items-center justify-center rounded-full bg-violet-700 text-white shadow-lg transition-[translate,opacity,scale,visibility] duration-150 hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 data-aside:invisible data-aside:scale-75 data-aside:opacity-0 motion-reduce:transition-none sm:size-14"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 sm:size-7" fill="currentColor">
          <path d="M21.9 4.3 18.8 19c-.2 1-.8 1.3-1.7.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L7 12.9 2.5 11.5c-1-.3-1-1 .2-1.5L20.6 3c.8-.3 1.6.2 1.3 1.3Z" />
        </svg>
      </a>
      <HelpButtonGuard />
    </div>
  );
}

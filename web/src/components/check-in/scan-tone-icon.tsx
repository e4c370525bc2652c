import { iconPaths, type Tone } from './scan-tone';

/** The door's answer as a mark: a frame while waiting, a tick, a warning, a cross or a clock. */
export function ScanToneIcon({ tone, className }: { tone: Tone; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={tone === 'idle' ? 1.5 : 2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[tone]} />
    </svg>
  );
}

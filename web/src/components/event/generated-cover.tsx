import { cn } from '@/lib/cn';
import { seededNumbers } from '@/lib/seeded-art';

type GeneratedCoverProps = {
  /** Picks the colours and shapes: the event's slug, so a cover never changes with a translation. */
  seed: string;
  title: string;
  /** A second line under the title, e.g. the hosting hub. */
  caption?: string | null;
  className?: string;
};

/**
 * The cover of an event whose editor uploaded none: a gradient and shapes drawn from the slug, with the
 * title set as text (so it wraps and breaks lines in every script, and stays crisp at any size). The
 * caller sizes it (an aspect ratio class); the text scales with the cover's width. Decorative: the page
 * or card names the event in its own heading, so assistive technology skips the cover.
 */
export function GeneratedCover({ seed, title, caption, className }: GeneratedCoverProps) {
  const next = seededNumbers(seed);
  const hue = Math.floor(next() * 360);
  const shift = 30 + Math.floor(next() * 60);
  const circles = Array.from({ length: 3 }, (_, index) => ({
    cx: Math.round(next() * 200),
    cy: Math.round(next() * 100),
    r: Math.round(18 + next() * 30 + index * 6),
  }));
  const ring = {
    cx: Math.round(120 + next() * 70),
    cy: Math.round(next() * 40),
    r: Math.round(30 + next() * 20),
  };
  const from = `oklch(0.42 0.17 ${hue})`;
  const to = `oklch(0.3 0.14 ${(hue + shift) % 360})`;
  const gradientId = `cover-${seed}`;

  return (
    <div
      aria-hidden="true"
      data-generated-cover=""
      className={cn('@container relative isolate overflow-hidden bg-neutral-800', className)}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <svg
        viewBox="0 0 200 100"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
        focusable="false"
      >
        <defs>
          <radialGradient id={gradientId}>
            <stop offset="0" stopColor="white" stopOpacity="0.28" />
            <stop offset="1" stopColor="white" stopOpacity="0" />
          </radialGradient>
        </defs>
        {circles.map((circle) => (
          <circle key={`${circle.cx}-${circle.cy}`} {...circle} fill={`url(#${gradientId})`} />
        ))}
        <circle {...ring} fill="none" stroke="white" strokeOpacity="0.22" strokeWidth="1.2" />
        <circle cx={ring.cx} cy={ring.cy} r={ring.r * 0.62} fill="none" stroke="white" strokeOpacity="0.14" />
      </svg>
      <div className="flex size-full flex-col justify-end gap-[1.5cqi] p-[6cqi] text-white">
        <p className="line-clamp-3 text-[clamp(1rem,7cqi,3.25rem)] leading-tight font-bold text-balance break-words">
          {title}
        </p>
        {caption && <p className="text-[clamp(0.75rem,3cqi,1.25rem)] font-medium opacity-85">{caption}</p>}
      </div>
    </div>
  );
}

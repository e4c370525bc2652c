/** The small calendar page beside the date: month over day, in the event's zone. */
export function CalendarTile({ month, day }: { month: string; day: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex w-12 shrink-0 flex-col self-start overflow-hidden rounded-lg border border-line text-center leading-none"
    >
      <span className="bg-surface-muted py-1 text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
        {month}
      </span>
      <span className="py-1.5 text-lg font-semibold">{day}</span>
    </span>
  );
}

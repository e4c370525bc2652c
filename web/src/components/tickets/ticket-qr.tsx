import { cn } from '@/lib/cn';
import type { TicketView } from '@/lib/tickets/view';

/**
 * The ticket's QR code, from the path the server drew. Black on white whatever the colour mode (a
 * scanner needs the contrast), with the quiet zone inside the drawing; 16 rem wide on a phone, which a
 * camera reads at arm's length.
 */
export function TicketQr({
  qr,
  label,
  className,
}: {
  qr: TicketView['qr'];
  label: string;
  /** Another size, where the code is pictured smaller (the product screens). */
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={cn('mx-auto block size-64 max-w-full rounded-md sm:size-72 print:size-[7cm]', className)}
      data-testid="ticket-qr"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

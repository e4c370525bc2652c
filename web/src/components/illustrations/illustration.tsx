import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { IllustrationName } from './names';

/*
 * Product illustrations drawn in the theme's tokens, so they follow the colour mode and cost no request.
 * Each is a 320×240 scene of simple shapes: a ticket, a phone, a card, a lock. They are decorative
 * (`aria-hidden`): the section's text says what they show.
 */
const card = 'fill-surface stroke-line';
const accent = 'fill-primary';
const soft = 'fill-primary-soft';
const ink = 'fill-fg';
const muted = 'fill-surface-muted';

/** A QR-like code: three finder squares and a scatter of modules, enough to read as "scan me". */
function Qr({ x, y, size }: { x: number; y: number; size: number }) {
  const cell = size / 7;
  const modules = [9, 11, 17, 22, 23, 25, 29, 31, 36, 38, 39, 45, 47];
  const finder = (fx: number, fy: number) => (
    <g key={`${fx}-${fy}`}>
      <rect x={x + fx * cell} y={y + fy * cell} width={cell * 2} height={cell * 2} rx={1} className={ink} />
    </g>
  );
  return (
    <g>
      {finder(0, 0)}
      {finder(5, 0)}
      {finder(0, 5)}
      {modules.map((index) => (
        <rect
          key={index}
          x={x + (index % 7) * cell}
          y={y + Math.floor(index / 7) * cell}
          width={cell - 0.5}
          height={cell - 0.5}
          className={ink}
        />
      ))}
    </g>
  );
}

function Ticket({ x, y, rotate = 0, label }: { x: number; y: number; rotate?: number; label?: boolean }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path
        d="M0 12a12 12 0 0 1 12-12h136a12 12 0 0 1 12 12v28a14 14 0 0 0 0 28v28a12 12 0 0 1-12 12H12A12 12 0 0 1 0 96V68a14 14 0 0 0 0-28Z"
        className={card}
        strokeWidth={2}
      />
      <rect x={16} y={18} width={70} height={10} rx={5} className={accent} />
      <rect x={16} y={38} width={96} height={8} rx={4} className={muted} />
      <rect x={16} y={54} width={60} height={8} rx={4} className={muted} />
      {label && <Qr x={108} y={62} size={34} />}
      <line x1={100} y1={10} x2={100} y2={98} strokeDasharray="4 5" strokeWidth={2} className="stroke-line" />
    </g>
  );
}

function Phone({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={120} height={210} rx={22} className="fill-fg" />
      <rect x={7} y={7} width={106} height={196} rx={16} className="fill-surface" />
      <rect x={44} y={14} width={32} height={6} rx={3} className={muted} />
      {children}
    </g>
  );
}

function Avatar({ cx, cy, r, tone }: { cx: number; cy: number; r: number; tone: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={tone} />
      <circle cx={cx} cy={cy - r * 0.2} r={r * 0.35} className="fill-surface" opacity={0.9} />
      <path
        d={`M${cx - r * 0.6} ${cy + r * 0.62}a${r * 0.6} ${r * 0.5} 0 0 1 ${r * 1.2} 0`}
        className="fill-surface"
        opacity={0.9}
      />
    </g>
  );
}

function Check({ cx, cy, r = 16 }: { cx: number; cy: number; r?: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className="fill-emerald-500" />
      <path
        d={`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32} ${r * 0.6}-${r * 0.64}`}
        className="fill-none stroke-white"
        strokeWidth={r * 0.2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

function Lock({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M14 30V20a18 18 0 0 1 36 0v10" className="fill-none stroke-primary" strokeWidth={7} />
      <rect y={28} width={64} height={50} rx={10} className={accent} />
      <circle cx={32} cy={50} r={7} className="fill-surface" />
      <rect x={29} y={52} width={6} height={14} rx={3} className="fill-surface" />
    </g>
  );
}

function Coin({ cx, cy, r, label = true }: { cx: number; cy: number; r: number; label?: boolean }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} className={accent} />
      <circle cx={cx} cy={cy} r={r * 0.74} className="fill-none stroke-primary-soft" strokeWidth={3} />
      {label && (
        <path
          d={`M${cx} ${cy - r * 0.4}l${r * 0.34} ${r * 0.4}-${r * 0.34} ${r * 0.4}-${r * 0.34}-${r * 0.4}Z`}
          className="fill-surface"
        />
      )}
    </g>
  );
}

const scenes: Record<IllustrationName, ReactNode> = {
  tickets: (
    <>
      <circle cx={250} cy={50} r={36} className={soft} />
      <Ticket x={40} y={80} rotate={-8} />
      <Ticket x={120} y={92} rotate={6} label />
    </>
  ),
  'check-in': (
    <>
      <circle cx={90} cy={120} r={80} className={soft} />
      <Phone x={100} y={15}>
        <rect
          x={22}
          y={40}
          width={76}
          height={76}
          rx={10}
          className="fill-none stroke-primary"
          strokeWidth={3}
        />
        <Qr x={35} y={53} size={50} />
        <rect x={22} y={132} width={76} height={10} rx={5} className={accent} />
        <rect x={30} y={152} width={60} height={8} rx={4} className={muted} />
      </Phone>
      <Check cx={230} cy={60} r={22} />
    </>
  ),
  wallet: (
    <>
      <circle cx={240} cy={170} r={52} className={soft} />
      <rect x={60} y={70} width={200} height={130} rx={18} className={accent} />
      <rect x={72} y={40} width={150} height={70} rx={12} className={card} strokeWidth={2} />
      <rect x={86} y={54} width={70} height={10} rx={5} className={accent} />
      <rect x={86} y={74} width={110} height={8} rx={4} className={muted} />
      <rect x={200} y={115} width={70} height={44} rx={12} className="fill-primary-strong" />
      <circle cx={222} cy={137} r={8} className="fill-surface" />
    </>
  ),
  community: (
    <>
      <circle cx={160} cy={120} r={92} className={soft} />
      <g className="stroke-primary" strokeWidth={3}>
        <line x1={160} y1={120} x2={80} y2={70} />
        <line x1={160} y1={120} x2={240} y2={70} />
        <line x1={160} y1={120} x2={90} y2={185} />
        <line x1={160} y1={120} x2={235} y2={180} />
      </g>
      <Avatar cx={160} cy={120} r={34} tone={accent} />
      <Avatar cx={80} cy={70} r={22} tone="fill-primary-strong" />
      <Avatar cx={240} cy={70} r={22} tone="fill-fg-soft" />
      <Avatar cx={90} cy={185} r={20} tone="fill-fg-soft" />
      <Avatar cx={235} cy={180} r={22} tone="fill-primary-strong" />
    </>
  ),
  pass: (
    <>
      <circle cx={80} cy={60} r={40} className={soft} />
      <rect x={55} y={45} width={210} height={140} rx={18} className="fill-primary-strong" />
      <rect
        x={55}
        y={45}
        width={210}
        height={140}
        rx={18}
        className="fill-none stroke-primary"
        strokeWidth={2}
      />
      <path d="M95 90l8 16 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2Z" className="fill-surface" />
      <rect x={140} y={82} width={100} height={12} rx={6} className="fill-surface" />
      <rect x={140} y={104} width={70} height={8} rx={4} className="fill-surface" opacity={0.6} />
      <rect x={80} y={152} width={160} height={10} rx={5} className="fill-surface" opacity={0.35} />
    </>
  ),
  gate: (
    <>
      <rect x={30} y={60} width={120} height={150} rx={14} className={card} strokeWidth={2} />
      <rect x={44} y={78} width={92} height={10} rx={5} className={accent} />
      <rect x={44} y={98} width={80} height={8} rx={4} className={muted} />
      <rect x={44} y={114} width={86} height={8} rx={4} className={muted} />
      <Coin cx={90} cy={165} r={24} />
      <path
        d="M160 135h40"
        className="stroke-primary"
        strokeWidth={4}
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <Lock x={210} y={80} scale={1.3} />
      <Check cx={286} cy={86} r={16} />
    </>
  ),
  content: (
    <>
      <circle cx={250} cy={60} r={40} className={soft} />
      <rect x={50} y={40} width={140} height={170} rx={14} className={card} strokeWidth={2} />
      <rect x={66} y={58} width={108} height={70} rx={8} className={soft} />
      <path d="M104 78v30l26-15Z" className={accent} />
      <rect x={66} y={144} width={100} height={10} rx={5} className={ink} opacity={0.8} />
      <rect x={66} y={164} width={80} height={8} rx={4} className={muted} />
      <rect x={66} y={180} width={90} height={8} rx={4} className={muted} />
      <Lock x={200} y={110} scale={1.1} />
    </>
  ),
  token: (
    <>
      <circle cx={160} cy={125} r={95} className={soft} />
      <Coin cx={120} cy={150} r={46} />
      <Coin cx={200} cy={110} r={40} />
      <Coin cx={230} cy={180} r={26} label={false} />
      <path d="M70 60l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2Z" className={accent} />
    </>
  ),
  compare: (
    <>
      <rect x={30} y={40} width={120} height={170} rx={14} className={card} strokeWidth={2} />
      <rect
        x={170}
        y={40}
        width={120}
        height={170}
        rx={14}
        className="fill-primary-soft stroke-primary"
        strokeWidth={2}
      />
      {[0, 1, 2, 3].map((row) => (
        <g key={row}>
          <rect x={46} y={66 + row * 34} width={70} height={8} rx={4} className={muted} />
          <circle cx={128} cy={70 + row * 34} r={7} className={row % 2 ? 'fill-fg-soft' : 'fill-line'} />
          <rect
            x={186}
            y={66 + row * 34}
            width={70}
            height={8}
            rx={4}
            className="fill-primary"
            opacity={0.5}
          />
          <circle cx={268} cy={70 + row * 34} r={7} className="fill-emerald-500" />
        </g>
      ))}
    </>
  ),
  donate: (
    <>
      <circle cx={160} cy={120} r={92} className={soft} />
      <path
        d="M160 200s-78-44-78-100a42 42 0 0 1 78-22 42 42 0 0 1 78 22c0 56-78 100-78 100Z"
        className={accent}
      />
      <Coin cx={236} cy={64} r={26} />
      <rect x={120} y={104} width={80} height={12} rx={6} className="fill-surface" opacity={0.85} />
      <rect x={132} y={124} width={56} height={8} rx={4} className="fill-surface" opacity={0.6} />
    </>
  ),
  app: (
    <>
      <rect x={150} y={40} width={150} height={150} rx={14} className={card} strokeWidth={2} />
      <rect x={166} y={58} width={90} height={10} rx={5} className={accent} />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x={166} y={84 + row * 32} width={24} height={24} rx={6} className={soft} />
          <rect x={198} y={88 + row * 32} width={80} height={7} rx={3.5} className={muted} />
          <rect x={198} y={100 + row * 32} width={50} height={6} rx={3} className={muted} />
        </g>
      ))}
      <Phone x={40} y={20}>
        <rect x={18} y={34} width={84} height={56} rx={10} className={soft} />
        <path d="M50 50v24l20-12Z" className={accent} />
        <rect x={18} y={102} width={84} height={10} rx={5} className={ink} opacity={0.8} />
        <rect x={18} y={120} width={60} height={8} rx={4} className={muted} />
        <rect x={18} y={160} width={84} height={24} rx={8} className={accent} />
      </Phone>
    </>
  ),
};

export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={cn('h-auto', className)} aria-hidden="true" focusable="false">
      {scenes[name]}
    </svg>
  );
}

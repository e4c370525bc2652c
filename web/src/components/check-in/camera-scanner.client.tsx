'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button';

import { unlockSound } from './door-feedback';
import type { FrameDecoder } from './qr-decoder';

type CameraState = 'off' | 'starting' | 'live' | 'denied' | 'none' | 'failed';

// Frames are read a few times a second at most, scaled down: enough for a ticket held up to the phone,
// and the page stays responsive on a modest device.
const readEveryMs = 150;
const maxSide = 720;

function stateOfError(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  return 'failed';
}

/** The phone's rear camera and a QR reader; every code read goes to `onRead`. */
export function CameraScanner({ onRead }: { onRead: (text: string) => void }) {
  const t = useTranslations('CheckIn.camera');
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const reading = useRef(onRead);
  useEffect(() => {
    reading.current = onRead;
  });

  function stop() {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('off');
  }

  async function start() {
    unlockSound();
    if (!navigator.mediaDevices?.getUserMedia) return setState('none');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      setState('live');
    } catch (error) {
      setState(stateOfError(error));
    }
  }

  // While live: show the stream and read its frames.
  useEffect(() => {
    const element = video.current;
    if (state !== 'live' || !element || !stream.current) return;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
    let decoder: FrameDecoder | null = null;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    void import('./qr-decoder')
      .then(({ createFrameDecoder }) => createFrameDecoder())
      .then((made) => (decoder = made));
    const read = async () => {
      if (stopped) return;
      if (decoder && context && element.videoWidth) {
        const scale = Math.min(1, maxSide / Math.max(element.videoWidth, element.videoHeight));
        canvas.width = Math.round(element.videoWidth * scale);
        canvas.height = Math.round(element.videoHeight * scale);
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        const text = await decoder(context.getImageData(0, 0, canvas.width, canvas.height)).catch(() => null);
        if (text && !stopped) reading.current(text);
      }
      if (!stopped) setTimeout(() => void read(), readEveryMs);
    };
    void read();
    return () => {
      stopped = true;
    };
  }, [state]);

  // The camera goes off with the page.
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);

  const message = state === 'denied' || state === 'none' || state === 'failed' ? t(state) : null;
  return (
    <section className="grid gap-3" aria-label={t('label')}>
      {state === 'live' && (
        <div className="relative overflow-hidden rounded-2xl bg-black">
          <video
            ref={video}
            className="aspect-[4/3] w-full object-cover"
            muted
            playsInline
            aria-label={t('videoLabel')}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
          />
        </div>
      )}
      {state === 'live' && <p className="text-sm text-fg-soft">{t('live')}</p>}
      {message && (
        <p role="alert" data-testid="camera-message" className="rounded-lg bg-surface-muted p-3 text-fg">
          {message}
        </p>
      )}
      <div>
        {state === 'live' ? (
          <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={stop}>
            {t('stop')}
          </button>
        ) : (
          <button
            type="button"
            className={buttonVariants({ size: 'lg' })}
            onClick={() => void start()}
            disabled={state === 'starting'}
          >
            {state === 'starting' ? t('starting') : t('start')}
          </button>
        )}
      </div>
    </section>
  );
}

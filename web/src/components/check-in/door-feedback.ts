/**
 * What a door hears and feels besides the colour: a short rising double beep for a guest let in, a low
 * buzz for anything else, and a matching vibration. Each is skipped where the device does not allow it.
 */
let audio: AudioContext | null = null;

/** Call from a click or key press: browsers start audio only after a gesture on the page. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

function tone(
  context: AudioContext,
  frequency: number,
  start: number,
  seconds: number,
  wave: OscillatorType,
) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = wave;
  oscillator.frequency.value = frequency;
  // A short ramp in and out: no click at either end.
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.25, start + 0.01);
  gain.gain.linearRampToValueAtTime(0, start + seconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + seconds);
}

export function signal(ok: boolean): void {
  try {
    navigator.vibrate?.(ok ? 80 : [200, 80, 200]);
  } catch {
    // Some browsers refuse vibration without a recent gesture; the screen still says it.
  }
  if (!audio || audio.state !== 'running') return;
  const now = audio.currentTime;
  if (ok) {
    tone(audio, 880, now, 0.09, 'sine');
    tone(audio, 1320, now + 0.1, 0.12, 'sine');
  } else {
    tone(audio, 196, now, 0.35, 'square');
  }
}

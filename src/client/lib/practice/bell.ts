/**
 * A soft bell made with Web Audio (no audio files): a few sine partials tuned like a small
 * singing bowl, each with a gentle attack and a long exponential fade. The audio context is
 * created on the first user gesture (Start), as browsers require.
 */
let context: AudioContext | null = null;

export function unlockAudio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

const partials: [ratio: number, level: number, decaySeconds: number][] = [
  [1, 1, 5],
  [2.76, 0.32, 3],
  [5.4, 0.1, 1.6],
];

export function playBell({
  frequency = 396,
  volume = 0.16,
}: { frequency?: number; volume?: number } = {}): void {
  const ctx = unlockAudio();
  if (!ctx) return;
  try {
    const start = ctx.currentTime + 0.02;
    const master = ctx.createGain();
    master.gain.value = volume;
    master.connect(ctx.destination);
    for (const [ratio, level, decay] of partials) {
      const osc = ctx.createOscillator();
      osc.type = 'sine';
      osc.frequency.value = frequency * ratio;
      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(level, start + 0.04);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + decay);
      osc.connect(gain).connect(master);
      osc.start(start);
      osc.stop(start + decay + 0.1);
    }
  } catch {
    // No sound is better than a broken session.
  }
}

import type { Lang } from '@shared/i18n';

/** Whether this browser can speak (the Web Speech API's synthesis part). */
export function speechAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

const locales: Record<Lang, string> = { it: 'it-IT', en: 'en-GB' };

/** A voice of the UI language when the system has one (a local one first), else the default. */
function voiceFor(lang: Lang): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices?.() ?? [];
  const same = voices.filter((v) => v.lang.toLowerCase().replace('_', '-').startsWith(lang));
  return same.find((v) => v.localService && v.default) ?? same.find((v) => v.localService) ?? same[0] ?? null;
}

/** Speaks one step slowly in the UI language, replacing anything still being said. */
export function speak(text: string, lang: Lang, { onEnd }: { onEnd?: () => void } = {}): void {
  if (!speechAvailable()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = locales[lang];
  const voice = voiceFor(lang);
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  utterance.pitch = 1;
  if (onEnd) utterance.onend = () => onEnd();
  synth.speak(utterance);
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}

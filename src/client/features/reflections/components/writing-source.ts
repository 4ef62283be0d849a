/** What an entry being written answers: a prompt, a reading's question, or nothing (free writing). */
export type WritingSource =
  | { kind: 'prompt'; slug: string; text: string; number: number | null }
  | { kind: 'reading'; slug: string; text: string; title: string }
  | null;

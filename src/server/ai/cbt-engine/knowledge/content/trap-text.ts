/** What each thinking trap's entries add to the shared explanations (distortions/explanations.ts). */
export interface TrapText {
  /** A typical thought, without quotes. */
  example: string;
  /** A second definition in other words, and why the mind does it. */
  plain: string;
  why: string;
  /** Two ways to tell whether a thought is this trap. */
  signs: [string, string];
  /** Two ways to step out of it. */
  stop: [string, string];
  /** A question that brings it to the person's own life. */
  ask: string;
}

import { describe, expect, it } from 'vitest';
import { converse } from '../test-helpers';

describe('questions about what the app keeps', () => {
  it.each([
    [
      'it',
      ['ho paura di scrivere certe cose', 'ma chi legge le mie chat?'],
      /salvat|conservat/,
      /cancellare|eliminarli/,
    ],
    ['it', ['ti ricordi cosa ti ho detto ieri?'], /nuova riparto da capo|conversazion/, /profilo/],
    ['en', ['do you remember what I told you last week?'], /start afresh|kept in your account/, /delete/],
    ['en', ['is my data safe here? who reads my messages?'], /kept in your account/, /delete/],
  ] as const)('%s: %j is answered with what really happens to the chats', (lang, turns, kept, deletion) => {
    const reply = converse(lang, 'chat', [...turns]).at(-1)!;
    expect(reply.text).toMatch(kept);
    expect(reply.text).toMatch(deletion);
    expect(reply.distortions).toEqual([]);
  });

  it('a question about a remembered event in the person’s life is not about the app', () => {
    const reply = converse('it', 'chat', ['non mi ricordo più cosa ho detto al colloquio, è grave?']).at(-1)!;
    expect(reply.text).not.toMatch(/account|profilo/);
  });
});

import { describe, expect, it } from 'vitest';
import { replyBlocks } from './reply-text';

describe('reply text', () => {
  it('keeps paragraphs and turns "1." and "- " lines into lists', () => {
    const text = 'Ecco una proposta:\n1. Trova un posto tranquillo.\n2. Scrivi senza fermarti.\n\nUn consiglio:\n- Spegni il telefono.\n- Respira.\n\nFine.';
    expect(replyBlocks(text)).toEqual([
      { kind: 'text', lines: ['Ecco una proposta:'] },
      { kind: 'ol', items: ['Trova un posto tranquillo.', 'Scrivi senza fermarti.'] },
      { kind: 'text', lines: ['Un consiglio:'] },
      { kind: 'ul', items: ['Spegni il telefono.', 'Respira.'] },
      { kind: 'text', lines: ['Fine.'] },
    ]);
  });

  it('does not merge two paragraphs, and keeps the line breaks inside one', () => {
    expect(replyBlocks('Prima riga\nseconda riga\n\nAltro paragrafo')).toEqual([
      { kind: 'text', lines: ['Prima riga', 'seconda riga'] },
      { kind: 'text', lines: ['Altro paragrafo'] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';

const doc = {
  number: '2026-00007',
  issuedAt: new Date('2026-03-10T09:00:00.000Z'),
  plan: 'yearly' as const,
  periodStart: new Date('2026-03-10T09:00:00.000Z'),
  periodEnd: new Date('2027-03-10T09:00:00.000Z'),
  amountCents: 1999,
  vatCents: 360,
  vatRatePercent: 22,
  launchDiscount: true,
  seller: {
    name: 'Serenamente (demo seller)',
    address: 'Via dell’Esempio 1, 00100 Roma RM, Italia',
    vatId: 'IT00000000000',
    email: 'no-reply@serenamente.app',
  },
  buyer: { name: 'Giulia Rossi', email: 'giulia@example.com' },
  demo: true,
};

// WinAnsi bytes above 0x7F that the invoice uses and Latin-1 reads differently.
const winAnsi: Record<number, string> = { 0x80: '€', 0x92: '’', 0x96: '–' };

/**
 * The lines the PDF draws: each text operation (`[<hex> kerning <hex>] TJ` or `<hex> Tj`, as the
 * uncompressed file holds them) with its hex parts joined and read as WinAnsi.
 */
function drawnLines(pdf: Buffer): string[] {
  const ops = pdf
    .toString('latin1')
    .matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g);
  return [...ops].map((m) => {
    const hex = m[2] ?? [...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
    return [...Buffer.from(hex, 'hex')].map((byte) => winAnsi[byte] ?? String.fromCharCode(byte)).join('');
  });
}

describe('the invoice PDF', () => {
  it('is a PDF file from its first byte to its last line', async () => {
    const pdf = (await renderInvoicePdf(doc, 'it')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('is the same file each time for the same invoice, dated when it was issued', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(doc, 'it'), renderInvoicePdf(doc, 'it')]);
    expect(first.equals(second)).toBe(true);
    expect(first.toString('latin1')).toContain('(D:20260310090000Z)');
  });

  it('names seller, buyer, number, the item and the VAT share, in Italian with euro amounts', async () => {
    const lines = drawnLines(await renderInvoicePdf(doc, 'it'));
    for (const text of [
      'Fattura 2026-00007',
      'Partita IVA: IT00000000000',
      'Via dell’Esempio 1, 00100 Roma RM, Italia',
      'Giulia Rossi',
      'Serenamente Premium, abbonamento annuale',
      'Periodo: 10/03/26 – 10/03/27',
      'IVA 22% (inclusa nel prezzo)',
      'Prezzo di lancio (solo il primo periodo)',
      'Documento generato in modalità dimostrativa: nessun pagamento reale è stato addebitato.',
    ]) {
      expect(lines).toContain(text);
    }
    // The total, the net amount (total less the VAT share) and the VAT share, with the euro sign.
    expect(lines).toContain('19,99 €');
    expect(lines).toContain('16,39 €');
    expect(lines).toContain('3,60 €');
  });

  it('speaks English for an English reader, without the demo note for a real payment', async () => {
    const lines = drawnLines(await renderInvoicePdf({ ...doc, demo: false, launchDiscount: false }, 'en'));
    expect(lines).toContain('Invoice 2026-00007');
    expect(lines).toContain('VAT 22% (included in the price)');
    expect(lines).toContain('€19.99');
    expect(lines.join('\n')).not.toMatch(/demo mode|Launch price/);
  });

  it('prints a question mark for a letter the standard fonts lack, keeping the rest of the name', async () => {
    const lines = drawnLines(
      await renderInvoicePdf({ ...doc, buyer: { name: 'Łucja Nowak', email: 'l@example.com' } }, 'it'),
    );
    expect(lines).toContain('?ucja Nowak');
  });
});

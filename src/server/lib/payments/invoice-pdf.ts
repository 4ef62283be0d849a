import PDFDocument from 'pdfkit';

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  plan: 'monthly' | 'yearly';
  periodStart: Date;
  periodEnd: Date;
  /** VAT included. */
  amountCents: number;
  vatCents: number;
  vatRatePercent: number;
  launchDiscount: boolean;
  seller: { name: string; address: string; vatId: string; email: string };
  buyer: { name: string; email: string };
  /** Issued by the demo provider: no money moved. */
  demo: boolean;
}

const words = {
  it: {
    title: 'Fattura',
    number: 'Numero',
    date: 'Data',
    seller: 'Venditore',
    buyer: 'Cliente',
    vatId: 'Partita IVA',
    description: 'Descrizione',
    amount: 'Importo',
    item: {
      monthly: 'Serenamente Premium, abbonamento mensile',
      yearly: 'Serenamente Premium, abbonamento annuale',
    },
    period: 'Periodo',
    launch: 'Prezzo di lancio (solo il primo periodo)',
    net: 'Imponibile',
    vat: (rate: string) => `IVA ${rate}% (inclusa nel prezzo)`,
    total: 'Totale pagato',
    paid: 'Pagata con carta il',
    inclusive: 'I prezzi sono IVA inclusa: la riga IVA indica la quota d’imposta contenuta nel totale.',
    demo: 'Documento generato in modalità dimostrativa: nessun pagamento reale è stato addebitato.',
  },
  en: {
    title: 'Invoice',
    number: 'Number',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Customer',
    vatId: 'VAT ID',
    description: 'Description',
    amount: 'Amount',
    item: {
      monthly: 'Serenamente Premium, monthly subscription',
      yearly: 'Serenamente Premium, yearly subscription',
    },
    period: 'Period',
    launch: 'Launch price (first period only)',
    net: 'Net amount',
    vat: (rate: string) => `VAT ${rate}% (included in the price)`,
    total: 'Total paid',
    paid: 'Paid by card on',
    inclusive: 'Prices include VAT: the VAT line shows the share of tax contained in the total.',
    demo: 'Issued in demo mode: no real payment was charged.',
  },
} as const;

type Words = (typeof words)[keyof typeof words];
type Pdf = PDFKit.PDFDocument;

interface Put {
  size?: number;
  bold?: boolean;
  /** Grey for secondary lines. */
  muted?: boolean;
  /** Right-aligned in the amount column. */
  amount?: boolean;
}

// The standard fonts speak WinAnsi only: pdfkit would write a wider character as a broken code,
// so odd spaces (Intl's narrow no-break space) become spaces and the rest a question mark.
const winAnsiExtra = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const printable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, (ch) => (winAnsiExtra.includes(ch) ? ch : '?'));

/** Text at (x, y) from the top left, in points; amounts end at the right margin. */
function put(pdf: Pdf, x: number, y: number, text: string, opts: Put = {}): void {
  pdf
    .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(opts.size ?? 10)
    .fillColor(opts.muted ? '#4d4d4d' : '#000000')
    .text(printable(text), x, y, opts.amount ? { width: 95, align: 'right' } : {});
}

function rule(pdf: Pdf, y: number): void {
  pdf.moveTo(50, y).lineTo(545, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

interface Format {
  day: (d: Date) => string;
  money: (cents: number) => string;
  rate: string;
}

function formatFor(lang: 'it' | 'en', vatRatePercent: number): Format {
  const locale = lang === 'it' ? 'it-IT' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Rome', dateStyle: 'short' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return {
    day: (d) => day.format(d),
    money: (cents) => money.format(cents / 100),
    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(vatRatePercent),
  };
}

function drawHeadAndParties(pdf: Pdf, doc: InvoiceDocument, w: Words, f: Format): void {
  put(pdf, 50, 50, `${w.title} ${doc.number}`, { size: 20, bold: true });
  put(pdf, 50, 78, `${w.number}: ${doc.number}    ${w.date}: ${f.day(doc.issuedAt)}`, { muted: true });
  rule(pdf, 97);
  put(pdf, 50, 115, w.seller, { bold: true });
  put(pdf, 320, 115, w.buyer, { bold: true });
  put(pdf, 50, 131, doc.seller.name);
  put(pdf, 320, 131, doc.buyer.name);
  put(pdf, 50, 145, doc.seller.address);
  put(pdf, 320, 145, doc.buyer.email);
  put(pdf, 50, 159, `${w.vatId}: ${doc.seller.vatId}`);
  put(pdf, 50, 173, doc.seller.email);
}

function drawItemAndTotals(pdf: Pdf, doc: InvoiceDocument, w: Words, f: Format): void {
  put(pdf, 50, 211, w.description, { bold: true });
  put(pdf, 450, 211, w.amount, { bold: true, amount: true });
  rule(pdf, 224);
  put(pdf, 50, 236, w.item[doc.plan]);
  put(pdf, 450, 236, f.money(doc.amountCents), { amount: true });
  const period = `${w.period}: ${f.day(doc.periodStart)} – ${f.day(doc.periodEnd)}`;
  put(pdf, 50, 250, period, { size: 9, muted: true });
  if (doc.launchDiscount) put(pdf, 50, 264, w.launch, { size: 9, muted: true });
  rule(pdf, 284);
  put(pdf, 260, 298, w.net);
  put(pdf, 450, 298, f.money(doc.amountCents - doc.vatCents), { amount: true });
  put(pdf, 260, 314, w.vat(f.rate));
  put(pdf, 450, 314, f.money(doc.vatCents), { amount: true });
  put(pdf, 260, 334, w.total, { bold: true });
  put(pdf, 450, 334, f.money(doc.amountCents), { bold: true, amount: true });
}

function drawNotes(pdf: Pdf, doc: InvoiceDocument, w: Words, f: Format): void {
  put(pdf, 50, 366, `${w.paid} ${f.day(doc.issuedAt)}.`, { size: 9 });
  put(pdf, 50, 380, w.inclusive, { size: 9, muted: true });
  if (doc.demo) put(pdf, 50, 406, w.demo, { size: 9, bold: true });
}

/**
 * The invoice as a PDF, in the person's language (amounts and dates as Italy writes them, or in
 * English). The same input gives the same bytes: the only date pdfkit writes is `issuedAt`.
 */
export function renderInvoicePdf(doc: InvoiceDocument, lang: 'it' | 'en'): Promise<Buffer> {
  const w = words[lang];
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 50, bottom: 50, left: 50, right: 50 },
      // Uncompressed, so the text stays searchable in the file.
      compress: false,
      // The version the app's invoices have always declared; nothing here needs a later one.
      pdfVersion: '1.4',
      lang: lang === 'it' ? 'it-IT' : 'en-GB',
      info: { Title: `${w.title} ${doc.number}`, Producer: 'Serenamente', CreationDate: doc.issuedAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const f = formatFor(lang, doc.vatRatePercent);
    drawHeadAndParties(pdf, doc, w, f);
    drawItemAndTotals(pdf, doc, w, f);
    drawNotes(pdf, doc, w, f);
    pdf.end();
  });
}

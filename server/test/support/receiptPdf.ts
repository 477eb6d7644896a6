import { bookingReceiptPdf } from '../../src/receipts/index';
import type { Language } from '../../src/validation';
import type { TestApp } from './testApp';

/** The receipt uncompressed, so pdfText.ts can read it. */
export async function receiptPdfForTests(t: TestApp, bookingId: string, language: Language): Promise<Buffer> {
  const pdf = await bookingReceiptPdf(t.db, bookingId, language, { siteName: t.config.siteName, compress: false });
  if (!pdf) throw new Error(`No receipt for ${bookingId}`);
  return pdf;
}

// Writes the sample trade documents docs/export-papers.md links (docs/samples/*.pdf), drawn from
// the tests' sample order (src/test/document-samples.ts): `npx tsx apps/api/src/cli/document-samples.ts`.
// Run it again after a change to the documents' layout, and look at the result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';
import { renderTradeDocument } from '../modules/documents/index.ts';
import { sampleDocumentModel } from '../test/document-samples.ts';

const folder = resolve(import.meta.dirname, '../../../../docs/samples');
const FILES: Record<TradeDocument, string> = {
  proforma: 'proforma-invoice.pdf',
  invoice: 'commercial-invoice.pdf',
  'packing-list': 'packing-list.pdf',
  'certificate-of-origin': 'certificate-of-origin.pdf',
};

// The sample order goes from the United Kingdom to Germany, where the seller is not registered:
// zero-rated, with the legend every such export prints (decision 181).
const ZERO_RATED = {
  row: null,
  goods_tax: '0.00',
  shipping_tax: '0.00',
  legend:
    'Zero-rated export: goods shipped from United Kingdom to Germany; no tax charged by the seller.',
  registration: null,
  country: 'Germany',
};

mkdirSync(folder, { recursive: true });
for (const [document, file] of Object.entries(FILES) as [TradeDocument, string][]) {
  const pdf = await renderTradeDocument({
    ...sampleDocumentModel({ document, lines: 24 }),
    tax: ZERO_RATED,
  });
  writeFileSync(resolve(folder, file), pdf);
  console.log(`docs/samples/${file}: ${pdf.length} bytes`);
}

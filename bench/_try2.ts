import { writeFileSync } from 'node:fs';
import { renderTradeDocument } from '@solestock/api/modules/documents/pdf-render';
import { sampleDocumentModel } from '@solestock/api/test/document-samples';
for (const [doc, cur, lines] of [['invoice','inr',40],['proforma','jpy',24],['packing-list','gbp',40],['invoice','gbp',800]] as const) {
  const t = performance.now();
  const pdf = await renderTradeDocument(sampleDocumentModel({ document: doc, currency: cur, lines }));
  console.log(doc, cur, lines, Math.round(performance.now()-t), 'ms', pdf.length);
  writeFileSync(`/tmp/p/${doc}-${cur}-${lines}.pdf`, pdf);
}

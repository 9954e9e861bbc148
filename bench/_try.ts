import { renderTradeDocument } from '@solestock/api/modules/documents/pdf-render';
import { sampleDocumentModel } from '@solestock/api/test/document-samples';
const n = Number(process.argv[2] ?? 800);
for (let i = 0; i < 4; i++) {
  const model = sampleDocumentModel({ document: 'invoice', currency: 'gbp', lines: n });
  const c = process.cpuUsage(); const t = performance.now();
  await renderTradeDocument(model);
  const u = process.cpuUsage(c);
  console.log('wall', Math.round(performance.now()-t), 'cpu', Math.round((u.user+u.system)/1000));
}

import { DocumentRenderer } from '@solestock/api/modules/documents/document-renderer';
import { sampleDocumentModel } from '@solestock/api/test/document-samples';
const r = new DocumentRenderer();
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const pdf = await r.render(sampleDocumentModel({ lines: 800 }));
  console.log(Math.round(performance.now() - t), pdf.subarray(0, 8).toString());
}
await r.close();

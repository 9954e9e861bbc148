// The worker thread that draws trade documents (decision 147), started by document-renderer.ts:
// a PDF of an 800-line order is a few hundred milliseconds of CPU, which on the main thread
// would stall every other request meanwhile. It packs a draft's cartons (decision 173), draws
// one document at a time, in the order asked, and posts each PDF back (its buffer transferred,
// not copied).
import { parentPort } from 'node:worker_threads';
import { completeDocument, type RenderModel } from './document-model.ts';
import { renderTradeDocument } from './pdf-render.ts';
import { renderCreditNote } from './credit-note-render.ts';
import { renderLineSheet } from './line-sheet-render.ts';
import { renderStatement } from './statement-render.ts';

export type ToWorker = { id: number; model: RenderModel };
export type FromWorker =
  { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string };

const port = parentPort!;

port.on('message', async ({ id, model }: ToWorker) => {
  try {
    const pdf = new Uint8Array(
      model.document === 'credit-note'
        ? await renderCreditNote(model)
        : model.document === 'line-sheet'
          ? await renderLineSheet(model)
          : model.document === 'statement'
            ? await renderStatement(model)
            : await renderTradeDocument(completeDocument(model)),
    );
    port.postMessage({ id, ok: true, pdf } satisfies FromWorker, [pdf.buffer]);
  } catch (err) {
    port.postMessage({
      id,
      ok: false,
      message: (err as Error)?.message ?? String(err),
    } satisfies FromWorker);
  }
});

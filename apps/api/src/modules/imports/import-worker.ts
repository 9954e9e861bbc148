// The worker thread that reads import files (decision 128), started by import-reader.ts. Asked to
// read a file, it posts the product count, then the rows in batches, each after the main thread
// asked for more, so at most two batches are in flight whatever the file's length; then `end`.
// A problem with the file is posted as a sentence, anything else as an error. The worker then
// waits for the next file: a warm worker spares each import the start of a thread.
import { parentPort } from 'node:worker_threads';
import {
  checkXlsxParts,
  countImportRows,
  ImportFileProblem,
  readImportFile,
  type FileRecord,
  type ImportFormat,
} from './import-file.ts';

export type FromWorker =
  | { type: 'total'; total: number }
  | { type: 'rows'; rows: FileRecord[] }
  | { type: 'end' }
  | { type: 'problem'; message: string; row: number }
  | { type: 'error'; message: string };

export type ToWorker =
  { type: 'read'; bytes: Uint8Array; format: ImportFormat; batch: number } | { type: 'more' };

const port = parentPort!;
const post = (message: FromWorker) => port.postMessage(message);
let more: (() => void) | null = null;

async function read({ bytes: raw, format, batch }: Extract<ToWorker, { type: 'read' }>) {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  try {
    if (format === 'xlsx') await checkXlsxParts(bytes);
    post({ type: 'total', total: await countImportRows(bytes, format) });
    let rows: FileRecord[] = [];
    for await (const record of readImportFile(bytes, format)) {
      rows.push(record);
      if (rows.length >= batch) {
        const asked = new Promise<void>((resolve) => (more = resolve));
        post({ type: 'rows', rows });
        rows = [];
        await asked;
      }
    }
    if (rows.length) post({ type: 'rows', rows });
    post({ type: 'end' });
  } catch (err) {
    if (err instanceof ImportFileProblem)
      post({ type: 'problem', message: err.message, row: err.row });
    else post({ type: 'error', message: (err as Error)?.message ?? String(err) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'more') {
    more?.();
    more = null;
  } else void read(message);
});

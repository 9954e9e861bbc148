// Uploading an image from the console (decision 105): a labelled file field; the file goes to
// POST /api/admin/media/ with XMLHttpRequest, whose upload events drive a real progress bar; a
// refusal shows the API's sentence; a finished upload shows its preview and hands its URL on.
// Keyboard: the file field is a native input (Tab, Enter/Space opens the picker).
import { useId, useRef, useState } from 'react';
import type { MediaUpload } from '@solestock/domain/back-office/catalogue-payloads';
import { MEDIA_MAX_BYTES } from '@solestock/domain/media-urls';

/** What POST /api/admin/media/ answers: the domain's definition, the API's declared answer. */
type UploadedImage = MediaUpload;

type State =
  | { step: 'idle' }
  | { step: 'sending'; loaded: number; total: number; name: string }
  | { step: 'processing'; name: string }
  | { step: 'done'; image: UploadedImage }
  | { step: 'failed'; error: string };

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

/** Sends one file; resolves with the upload or rejects with a sentence. */
export function sendImage(
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { done: Promise<UploadedImage>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedImage>((resolve, reject) => {
    xhr.open('POST', '/api/admin/media/');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadedImage & { error?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve(body);
      else if (xhr.status === 401) reject(new Error('Your session has ended: sign in again.'));
      else
        reject(
          new Error(body?.error ?? `The upload was refused (${xhr.status}). Please try again.`),
        );
    };
    xhr.onerror = () =>
      reject(new Error('The upload did not reach the shop: check the connection and try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

export function ImageUpload({
  label,
  hint,
  onUploaded,
  name,
}: {
  label: string;
  hint?: string;
  /** Called with the finished upload. */
  onUploaded?: (image: UploadedImage) => void;
  /** When set, a hidden input of this name carries the upload's URL in the surrounding form. */
  name?: string;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<(() => void) | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) {
      setState({
        step: 'failed',
        error: `${file.name} is larger than 10 MB: images may be at most 10 MB.`,
      });
      return;
    }
    setState({ step: 'sending', loaded: 0, total: file.size, name: file.name });
    const upload = sendImage(file, (loaded, total) =>
      setState(
        loaded >= total
          ? { step: 'processing', name: file.name }
          : { step: 'sending', loaded, total, name: file.name },
      ),
    );
    abort.current = upload.abort;
    upload.done.then(
      (image) => {
        abort.current = null;
        setState({ step: 'done', image });
        onUploaded?.(image);
      },
      (error: Error) => {
        abort.current = null;
        setState({ step: 'failed', error: error.message });
      },
    );
  };

  const busy = state.step === 'sending' || state.step === 'processing';
  const percent =
    state.step === 'sending' && state.total > 0
      ? Math.round((state.loaded / state.total) * 100)
      : state.step === 'processing'
        ? 100
        : 0;

  return (
    <div className="space-y-2" data-testid="image-upload">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint${state.step === 'failed' ? ` ${id}-error` : ''}`}
        aria-invalid={state.step === 'failed' ? true : undefined}
        onChange={(e) => {
          choose(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold hover:file:bg-slate-100"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint ?? 'JPEG, PNG, WebP or AVIF, up to 10 MB.'}
      </p>
      {name && state.step === 'done' ? (
        <input type="hidden" name={name} value={state.image.url} />
      ) : null}
      {busy ? (
        <div className="space-y-1">
          <progress
            max={100}
            value={percent}
            aria-label={`Uploading ${state.name}`}
            className="h-2 w-full overflow-hidden rounded [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            data-testid="upload-progress"
          />
          <p role="status" className="flex items-center justify-between text-xs text-slate-700">
            <span>
              {state.step === 'processing'
                ? `Making the web sizes of ${state.name}…`
                : `Uploading ${state.name}: ${percent}%`}
            </span>
            <button
              type="button"
              onClick={() => abort.current?.()}
              className="rounded px-2 py-0.5 text-xs underline hover:bg-slate-100"
            >
              Cancel
            </button>
          </p>
        </div>
      ) : null}
      {state.step === 'failed' ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      {state.step === 'done' ? (
        <figure className="flex items-center gap-3" role="status">
          <img
            src={`/media/u/${state.image.key}/${state.image.width}x${state.image.height}/${state.image.widths[0]}.webp`}
            alt=""
            width={96}
            height={Math.round((96 * state.image.height) / state.image.width)}
            className="h-auto w-24 rounded border border-slate-200 bg-slate-50"
            data-testid="upload-preview"
          />
          <figcaption className="text-sm text-slate-700">
            Uploaded {state.image.file_name || 'the image'} ({state.image.width} ×{' '}
            {state.image.height} px).
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}

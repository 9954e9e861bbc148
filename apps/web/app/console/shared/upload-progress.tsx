// A file upload's progress in the console (the catalogue's import, a price list's entries): a
// labelled progress bar, and the POST that reports how much of the file has gone.
export function ProgressBar({
  label,
  value,
  text,
}: {
  label: string;
  value: number;
  text: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const id = `progress-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div>
      <p id={id} className="text-sm font-medium">
        {label}: {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-1 h-3 w-full overflow-hidden rounded bg-slate-200"
      >
        <div className="bg-brand-600 h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** POST the form to `url` with upload progress (fetch cannot report it); resolves with the answer. */
export function sendUpload(url: string, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () =>
      reject(new Error('The upload did not reach the shop: check the connection and try again.'));
    xhr.send(form);
  });
}

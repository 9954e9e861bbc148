// @vitest-environment jsdom
// The console's upload field: the progress bar follows the request's upload events, the API's
// sentence shows when it refuses, a finished upload shows its preview and hands its URL on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ImageUpload } from './image-upload';

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (size = 1000) => new File([new Uint8Array(size)], 'boot.jpg', { type: 'image/jpeg' });
const key = 'c'.repeat(32);

describe('ImageUpload', () => {
  it('shows the progress, then the preview, and hands the URL on', async () => {
    const uploaded = vi.fn();
    render(<ImageUpload label="Photo" onUploaded={uploaded} />);
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file()] } });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/admin/media/']);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => xhr.progress(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Uploading boot.jpg' });
    expect((bar as HTMLProgressElement).value).toBe(25);
    expect(screen.getByText('Uploading boot.jpg: 25%')).toBeTruthy();
    act(() => xhr.progress(1000, 1000));
    expect(screen.getByText('Making the web sizes of boot.jpg…')).toBeTruthy();
    const answer = {
      key,
      url: `/media/u/${key}/800x600/800.webp`,
      width: 800,
      height: 600,
      widths: [320, 640, 800],
      original_url: `/media/u/${key}/800x600/original.jpg`,
      file_name: 'boot.jpg',
    };
    await act(async () => xhr.answer(201, answer));
    expect(uploaded).toHaveBeenCalledWith(answer);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('upload-preview').getAttribute('src')).toBe(
      `/media/u/${key}/800x600/320.webp`,
    );
  });

  it("shows the API's sentence when the upload is refused", async () => {
    render(<ImageUpload label="Photo" />);
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file()] } });
    await act(async () =>
      FakeXhr.last!.answer(415, { error: 'This file is not a JPEG, PNG, WebP or AVIF image.' }),
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is not a JPEG, PNG, WebP or AVIF image.',
    );
    expect(screen.getByLabelText('Photo').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file over 10 MB before sending it', () => {
    FakeXhr.last = undefined;
    render(<ImageUpload label="Photo" />);
    fireEvent.change(screen.getByLabelText('Photo'), {
      target: { files: [file(10 * 1024 * 1024 + 1)] },
    });
    expect(FakeXhr.last).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toMatch(/larger than 10 MB/);
  });
});

// @vitest-environment jsdom
// The Import page against a stand-in API: the upload's progress bar, the job's progress bar from
// the polled status, then the counts or the problems table, with focus on the results.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportPage, type ImportStatus } from './import-page';

class FakeXhr {
  static last: FakeXhr | undefined;
  upload: {
    onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  response: unknown = null;
  responseType = '';
  url = '';
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  /** The server's answer. */
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const job = (over: Partial<ImportStatus>): ImportStatus => ({
  id: 7,
  status: 'running',
  dry_run: true,
  file_name: 'catalogue.csv',
  total_rows: 200,
  processed_rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  errors: [],
  changes: [],
  changes_not_listed: 0,
  images: { status: 'none', total: 0, fetched: 0, failed: 0, errors: [] },
  ...over,
});

async function chooseFile() {
  const input = screen.getByLabelText('Catalogue file (CSV or XLSX)') as HTMLInputElement;
  await userEvent.upload(input, new File(['sku\n'], 'catalogue.csv', { type: 'text/csv' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ImportPage', () => {
  it('shows the upload and job progress, then the problems, and moves focus to them', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answers = [
      job({ processed_rows: 100 }),
      job({
        status: 'done',
        processed_rows: 200,
        errors: [
          { row: 13, column: 'price', message: 'The price is a number with up to 4 decimals.' },
          { row: 58, column: 'slab2_min', message: 'Slab 2: its quantities overlap.' },
        ],
      }),
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift())));
    vi.stubGlobal('fetch', fetchMock);
    render(<ImportPage mayWrite mayExport />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/admin/imports/');
    expect(xhr.body?.get('dry_run')).toBe('true');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    const upload = await screen.findByRole('progressbar', { name: /Upload/ });
    expect(upload.getAttribute('aria-valuenow')).toBe('40');

    xhr.answer(202, { id: 7 });
    const checking = await screen.findByRole('progressbar', { name: /Checking rows/ });
    await waitFor(() => expect(checking.getAttribute('aria-valuenow')).toBe('50'));
    expect(checking.getAttribute('aria-valuetext')).toBe('100 of 200 rows');

    const heading = await screen.findByRole(
      'heading',
      { name: 'Dry run finished' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/imports/7/', expect.anything());
    expect(screen.getByRole('status').textContent).toBe(
      '2 problems in catalogue.csv: nothing was written.',
    );
    const table = screen.getByRole('table', { name: 'Problems by row' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lists the rows a dry run would create or change, and says how many more there are', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = job({
      status: 'done',
      processed_rows: 200,
      created: 150,
      updated: 52,
      unchanged: 0,
      changes: [
        { row: 2, sku: 'NEW-1', group: 'Trail', action: 'create', fields: [] },
        { row: 3, sku: 'OLD-2', group: 'Trail', action: 'update', fields: ['price', 'slabs'] },
      ],
      changes_not_listed: 200,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(done))),
    );
    render(<ImportPage mayWrite mayExport />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last?.onload).toBeDefined());
    FakeXhr.last!.answer(202, { id: 7 });
    const table = await screen.findByRole('table', { name: 'Rows it would create or change' });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) =>
      // Each cell's value (its first span is the column's name for the stacked layout).
      [...r.querySelectorAll('td > span:last-child')].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['2', 'NEW-1', 'Trail', 'Create'],
      ['3', 'OLD-2', 'Trail', 'Update: price, slabs'],
    ]);
    expect(screen.getByText(/…and 200 more rows/)).toBeTruthy();
  });

  it('says why an upload was refused, and offers only the export to a role that may not write', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    render(<ImportPage mayWrite mayExport />);
    await chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last?.onload).toBeDefined());
    FakeXhr.last!.answer(400, { error: 'This file is neither a CSV nor an XLSX workbook.' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/neither a CSV/);
    cleanup();

    render(<ImportPage mayWrite={false} mayExport />);
    expect(screen.queryByLabelText('Catalogue file (CSV or XLSX)')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/catalogue/export.csv',
    );
    cleanup();

    // Support follows imports but may not download the whole catalogue (catalogue.export).
    render(<ImportPage mayWrite={false} mayExport={false} />);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download XLSX' })).toBeNull();
    expect(
      screen.getByText('Exporting the whole catalogue needs a manager’s or an owner’s role.'),
    ).toBeTruthy();
  });

  it('after a real run, follows the image job and lists each row whose address failed', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const imported = {
      status: 'done' as const,
      dry_run: false,
      processed_rows: 200,
      created: 200,
    };
    const failure = {
      row: 4,
      column: 'images',
      message:
        'https://cdn.example.com/a.jpg: The server answered 404 (Not Found) instead of the image: check the address.',
    };
    const answers = [
      job({
        ...imported,
        images: { status: 'fetching', total: 4, fetched: 1, failed: 0, errors: [] },
      }),
      job({
        ...imported,
        images: { status: 'done', total: 4, fetched: 3, failed: 1, errors: [failure] },
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answers.shift()))),
    );
    const started = vi.fn();
    render(<ImportPage mayExport mayWrite onImportStarted={started} />);
    await chooseFile();
    fireEvent.click(screen.getByRole('checkbox', { name: /Dry run/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last?.onload).toBeDefined());
    FakeXhr.last!.answer(202, { id: 7 });
    await waitFor(() => expect(started).toHaveBeenCalledWith(7));

    const fetching = await screen.findByRole('progressbar', { name: /Fetching images/ });
    expect(fetching.getAttribute('aria-valuetext')).toBe('1 of 4 image addresses');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(
      'catalogue.csv is imported. Its images from other addresses are being fetched.',
    );
    const table = await screen.findByRole(
      'table',
      { name: 'Images that could not be fetched' },
      { timeout: 4000 },
    );
    const cells = [...table.querySelectorAll('tbody td > span:last-child')].map(
      (c) => c.textContent,
    );
    expect(cells).toEqual(['4', 'images', failure.message]);
    expect(
      screen.getByText(/3 of 4 image addresses are now the shop’s own images; 1 could not/),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows an import named in the page’s address, and says when there is none', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(job({ status: 'done', processed_rows: 200, created: 200 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ImportPage mayExport mayWrite importId={7} />);
    await screen.findByRole('heading', { name: 'Dry run finished' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/imports/7/', expect.anything());
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    render(<ImportPage mayExport mayWrite importId={99} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /No import has the number 99: upload the file again\./,
    );
  });
});

// The console's tables (TanStack Table, headless; decision 063). Paging and filtering happen on
// the server through the URL, so the table only lays out one page. From lg (1024 px) up it is a
// table, scrolling sideways inside its own focusable region when the columns need more room than
// the frame has; below (the sidebar leaves too little room at tablet widths), each row stacks into
// a card whose cells carry their column's name.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { Link } from 'react-router';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's own type parameters.
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * A figure (money, a count): one line, right-aligned from lg up, so a wide table keeps its
     * columns narrow and its numbers readable (issue 43 item 6).
     */
    figure?: boolean;
  }
}

export function DataTable<T>({
  caption,
  columns,
  data,
  empty,
  compact = false,
}: {
  caption: string;
  /** Narrower cell padding from lg up, for a table of many columns (the orders queue's 11). */
  compact?: boolean;
  // Each column's header is a plain string: it also labels the cell in the stacked layout.
  columns: ColumnDef<T, unknown>[];
  data: T[];
  empty: string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here: the table is rebuilt each render.
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
  });
  if (data.length === 0) return <p className="mt-4 rounded bg-white p-4 text-slate-700">{empty}</p>;
  return (
    // A region with a name and a tab stop: a keyboard can scroll it (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="mt-4 lg:overflow-x-auto">
      <table className="w-full border-collapse text-sm max-lg:block lg:rounded lg:border lg:border-slate-200 lg:bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-lg:sr-only">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b border-slate-200 text-left">
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${compact ? 'lg:px-1.5' : ''} ${header.column.columnDef.meta?.figure ? 'lg:text-right' : ''}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="max-lg:block max-lg:space-y-3">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-slate-100 max-lg:block max-lg:rounded max-lg:border max-lg:border-slate-200 max-lg:bg-white max-lg:p-3"
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-3 py-2 align-top max-lg:flex max-lg:justify-between max-lg:gap-4 max-lg:px-0 max-lg:py-1 ${compact ? 'lg:px-1.5' : ''} ${cell.column.columnDef.meta?.figure ? 'whitespace-nowrap tabular-nums lg:text-right' : ''}`}
                >
                  <span className="font-medium text-slate-600 lg:hidden">
                    {String(cell.column.columnDef.header ?? '')}
                  </span>
                  <span className="max-lg:text-right">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next page links that keep every other search parameter. */
export function PageLinks({
  search,
  page,
  pageSize,
  count,
}: {
  search: URLSearchParams;
  page: number;
  pageSize: number;
  count: number;
}) {
  const pages = Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
  const href = (p: number) => {
    const next = new URLSearchParams(search);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    const q = next.toString();
    return q ? `?${q}` : '?';
  };
  const link = 'rounded border border-slate-300 bg-white px-3 py-1.5 font-medium';
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link className={link} to={href(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages} · {count} in all
      </span>
      {page < pages ? (
        <Link className={link} to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

// The console's tables (TanStack Table, headless; decision 063). Paging and filtering happen on
// the server through the URL, so the table only lays out one page. From md (768 px) up it is a
// table; below, each row stacks into a card whose cells carry their column's name.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';

export function DataTable<T>({
  caption,
  columns,
  data,
  empty,
}: {
  caption: string;
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
    <table className="mt-4 w-full border-collapse text-sm max-md:block md:rounded md:border md:border-slate-200 md:bg-white">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-slate-200 text-left">
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="max-md:block max-md:space-y-3">
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-slate-100 max-md:block max-md:rounded max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3"
          >
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className="px-3 py-2 align-top max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1"
              >
                <span className="font-medium text-slate-600 md:hidden">
                  {String(cell.column.columnDef.header ?? '')}
                </span>
                <span className="max-md:text-right">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
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

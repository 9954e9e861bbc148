// The audit log (owners): every staff write, newest first, one page at a time.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AuditRow, Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { dateTime } from '../shared/console-format';

const column = createColumnHelper<AuditRow>();

const brief = (value: unknown) => {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

const columns = [
  column.accessor('created_at', { header: 'When', cell: (c) => dateTime(c.getValue()) }),
  column.accessor((r) => r.staff?.email ?? r.staff_email ?? '—', { id: 'who', header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor((r) => [r.entity_type, r.entity_id].filter(Boolean).join(' #') || '—', {
    id: 'entity',
    header: 'On',
  }),
  column.accessor('before', {
    header: 'Before',
    cell: (c) => <span className="[overflow-wrap:anywhere]">{brief(c.getValue())}</span>,
  }),
  column.accessor('after', {
    header: 'After',
    cell: (c) => <span className="[overflow-wrap:anywhere]">{brief(c.getValue())}</span>,
  }),
  column.accessor('address', { header: 'Address', cell: (c) => c.getValue() ?? '—' }),
] as ColumnDef<AuditRow, unknown>[];

export function AuditLog({ list, search }: { list: Paged<AuditRow>; search: URLSearchParams }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <DataTable
        caption="Audit log"
        columns={columns}
        data={list.results}
        empty="Nothing recorded yet."
      />
      <PageLinks search={search} page={list.page} pageSize={list.page_size} count={list.count} />
    </div>
  );
}

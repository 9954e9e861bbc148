// The audit log (owners): every staff write, newest first, one page at a time.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AuditRow, Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { dateTime } from '../shared/console-format';

const column = createColumnHelper<AuditRow>();

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Of a before/after pair, the keys that changed: a role change reads as one line, not two blobs. */
function changed(side: 'before' | 'after', row: AuditRow): unknown {
  const { before, after } = row;
  if (!isRecord(before) || !isRecord(after)) return row[side];
  const keys = Object.keys({ ...before, ...after }).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const source = side === 'before' ? before : after;
  return Object.fromEntries(keys.map((k) => [k, source[k]]));
}

const brief = (value: unknown) => {
  if (value === null || value === undefined) return '—';
  if (isRecord(value) && Object.keys(value).length === 0) return 'no change';
  const text =
    typeof value === 'string'
      ? value
      : isRecord(value)
        ? Object.entries(value)
            .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
            .join(', ')
        : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
};

const columns = [
  column.accessor('created_at', {
    header: 'When',
    cell: (c) => <span className="whitespace-nowrap">{dateTime(c.getValue())}</span>,
  }),
  column.accessor((r) => r.staff?.email ?? r.staff_email ?? '—', { id: 'who', header: 'Who' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor((r) => [r.entity_type, r.entity_id].filter(Boolean).join(' #') || '—', {
    id: 'entity',
    header: 'On',
  }),
  column.accessor((r) => changed('before', r), {
    id: 'before',
    header: 'Before',
    cell: (c) => (
      <span className="inline-block min-w-40 [overflow-wrap:anywhere]">{brief(c.getValue())}</span>
    ),
  }),
  column.accessor((r) => changed('after', r), {
    id: 'after',
    header: 'After',
    cell: (c) => (
      <span className="inline-block min-w-40 [overflow-wrap:anywhere]">{brief(c.getValue())}</span>
    ),
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

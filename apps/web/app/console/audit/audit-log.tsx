// The audit log (owners): every staff write, newest first, one page at a time.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AuditRow, Paged } from '../shared/console-types';
import { DataTable, PageLinks } from '../shared/data-table';
import { dateTime } from '../shared/console-format';
import { auditActionWords } from '@solestock/domain/back-office/audit-actions';

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

const text = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
const clip = (t: string) => (t.length > 160 ? `${t.slice(0, 157)}…` : t);

/**
 * What changed, one line a field ("role: support → manager"): before and after in one column, so
 * the log fits a 1366 px screen without scrolling sideways (issue 28.9).
 */
export function changeLines(row: AuditRow): string[] {
  const before = changed('before', row);
  const after = changed('after', row);
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = Object.keys({ ...b, ...a });
    if (keys.length === 0) return ['No change'];
    return keys.map((k) => {
      const label = k.replace(/_/g, ' ');
      if (!(k in b)) return clip(`${label}: ${text(a[k])}`);
      if (!(k in a)) return clip(`${label}: ${text(b[k])} (removed)`);
      return clip(`${label}: ${text(b[k])} → ${text(a[k])}`);
    });
  }
  if (before === null || before === undefined) return after == null ? ['—'] : [clip(text(after))];
  if (after === null || after === undefined) return [clip(`was ${text(before)}`)];
  return [clip(`${text(before)} → ${text(after)}`)];
}

const columns = [
  column.accessor('created_at', {
    header: 'When',
    cell: (c) => <span className="whitespace-nowrap">{dateTime(c.getValue())}</span>,
  }),
  // A write made with an API key reads as the key (docs/api-keys.md), not as the owner who issued it.
  column.accessor(
    (r) => (r.api_key ? `API key ${r.api_key.name}` : (r.staff?.email ?? r.staff_email ?? '—')),
    {
      id: 'who',
      header: 'Who',
      // Broken only where it must: "anywhere" let the table squeeze an address to a few letters a
      // line beside a long media key (issue 28.9, seen at 1366 px).
      cell: (c) => <span className="[overflow-wrap:break-word]">{c.getValue() as string}</span>,
    },
  ),
  column.accessor((r) => auditActionWords(r.action), {
    id: 'action',
    header: 'Action',
    cell: (c) => <span title={c.row.original.action}>{c.getValue() as string}</span>,
  }),
  column.accessor(
    (r) => [r.entity_type?.replace(/_/g, ' '), r.entity_id].filter(Boolean).join(' #') || '—',
    {
      id: 'entity',
      header: 'On',
      // A media key is one long word: it wraps, and the narrow columns keep their words whole.
      cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue() as string}</span>,
    },
  ),
  column.accessor((r) => changeLines(r), {
    id: 'change',
    header: 'What changed',
    cell: (c) => (
      <ul className="max-w-md space-y-0.5 [overflow-wrap:anywhere]">
        {(c.getValue() as string[]).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    ),
  }),
  column.accessor('address', {
    header: 'Address',
    cell: (c) => <span className="[overflow-wrap:break-word]">{c.getValue() ?? '—'}</span>,
  }),
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

// A console list paged by the API and filtered by status (the outbox, the inbox): the statuses
// as links that mark the one shown, and the loader's query for the API, which passes on only a
// status the list knows and a page past the first. The page links are PageLinks (data-table).
import { Link } from 'react-router';

export interface StatusView {
  /** '' is the list's default view. */
  status: string;
  label: string;
}

/** The status a console URL asks for ('' unless `statuses` knows it) and the API's `?status=&page=`. */
export function statusPageQuery(
  request: Request,
  statuses: readonly string[],
): { status: string; query: string } {
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status = statuses.includes(asked) ? asked : '';
  const page = Number(url.searchParams.get('page'));
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (Number.isInteger(page) && page > 1) query.set('page', String(page));
  const q = query.toString();
  return { status, query: q ? `?${q}` : '' };
}

export function StatusViews({
  label,
  views,
  status,
}: {
  label: string;
  views: readonly StatusView[];
  status: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 text-sm">
      {views.map((v) => (
        <Link
          key={v.status}
          to={v.status ? `?status=${v.status}` : '?'}
          aria-current={status === v.status ? 'page' : undefined}
          className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}

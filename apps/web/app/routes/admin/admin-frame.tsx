// Every /admin page, signed in or not: not indexed, never cached, on the console's own backdrop.
import { Outlet, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/admin-frame';
import { consoleMeta } from '../../console/shared/console-meta';

export const headers: Route.HeadersFunction = () => ({
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
});

export const meta: Route.MetaFunction = () => consoleMeta('Back office');

export default function AdminFrame() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Something went wrong | Solestock back office</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a className="mt-8 inline-block font-semibold text-brand-600 underline" href="/admin">
        Back to the dashboard
      </a>
    </main>
  );
}

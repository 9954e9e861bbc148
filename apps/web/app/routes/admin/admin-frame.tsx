// Every /admin page, signed in or not: not indexed, never cached, on the console's own backdrop.
import { Outlet, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ShopBrand } from '@solestock/domain/back-office/brand-payloads';
import type { Route } from './+types/admin-frame';
import { apiJson } from '../../lib/api';
import { consoleMeta, useConsoleShopName } from '../../console/shared/console-meta';

export const headers: Route.HeadersFunction = () => ({
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
});

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Back office', matches);

/** The shop's name for the console's titles and frame (docs/brand.md); the default if unknown. */
export async function loader({ context }: Route.LoaderArgs) {
  const brand = await apiJson<ShopBrand>(context.api, '/ecommerce/brand/').catch(() => null);
  return { shopName: brand?.shop_name ?? 'Solestock' };
}

/** The name changes only when the owner saves the brand: reload it after a form only. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function AdminFrame() {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shopName = useConsoleShopName();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`Something went wrong | ${shopName} back office`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a className="mt-8 inline-block font-semibold text-brand-600 underline" href="/admin">
        Back to the dashboard
      </a>
    </main>
  );
}

// /admin/catalogue/products/:productId (or "new?group=ID"): one product's form and slab table
// (GET/POST/PUT /api/admin/catalogue/products/…).
import { Link, data, redirect, useSearchParams } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import type { Route } from './+types/catalogue-product';
import { consoleMeta } from '../../console/shared/console-meta';
import { staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { catalogueWrite } from '../../console/catalogue/catalogue-api.server';
import type { ItemGroupDetail, ProductRow } from '../../console/catalogue/catalogue-types';
import { ProductEditor } from '../../console/catalogue/product-editor';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  consoleMeta(loaded?.product ? `Product ${loaded.product.sku}` : 'New product', matches);

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const isNew = params.productId === 'new';
  if (!isNew && !/^\d{1,9}$/.test(params.productId)) throw notFound();
  const product = isNew
    ? undefined
    : await staffLoad<ProductRow>(request, context.api, `/catalogue/products/${params.productId}/`);
  const groupId = product?.item_group_id ?? Number(new URL(request.url).searchParams.get('group'));
  if (!Number.isInteger(groupId) || groupId < 1) throw notFound();
  const group = await staffLoad<ItemGroupDetail>(
    request,
    context.api,
    `/catalogue/item-groups/${groupId}/`,
  );
  return { product, group: { id: group.id, name: group.name } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => ({}))) as { product?: unknown };
  const isNew = params.productId === 'new';
  const result = await catalogueWrite(
    request,
    context.api,
    'save',
    isNew ? 'POST' : 'PUT',
    isNew ? '/products/' : `/products/${params.productId}/`,
    body.product,
    (a) => ({ id: (a as { id: number }).id }) as never,
  );
  if (isNew && 'ok' in result && result.ok)
    // Issue 28.7: the new product's page says it was created (see CreatedNotice).
    return redirect(
      `/admin/catalogue/products/${(result as unknown as { id: number }).id}?created=1`,
    );
  return result;
}

export default function CatalogueProductRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaffMe();
  const { product, group } = loaderData;
  const [search] = useSearchParams();
  const mayWrite = staffMayDo(me.role, 'catalogue.write');
  return (
    <div className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/catalogue" className="text-brand-700 underline">
          Catalogue
        </Link>{' '}
        ›{' '}
        <Link to={`/admin/catalogue/groups/${group.id}`} className="text-brand-700 underline">
          {group.name}
        </Link>{' '}
        › {product ? product.sku : 'New product'}
      </nav>
      <h1 className="text-2xl font-bold">
        {product ? `${product.sku}` : `New product of ${group.name}`}
        {product?.archived_at ? (
          <span className="ml-3 rounded bg-slate-200 px-2 py-0.5 align-middle text-sm font-semibold">
            Archived
          </span>
        ) : null}
      </h1>
      {product && search.get('created') ? (
        <p
          role="status"
          aria-live="polite"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Created {product.sku}. The storefront shows it now; add its photos below.
        </p>
      ) : null}
      {product ? (
        <p className="text-sm">
          <Link
            to={`/admin/media/products/${product.id}`}
            className="font-semibold text-brand-700 underline"
          >
            {mayWrite ? 'Photos: upload and order them' : 'Photos'}
          </Link>{' '}
          <span className="text-slate-600">
            ({product.images.length} now{product.images.length ? '' : ', none yet'})
          </span>
        </p>
      ) : null}
      <ProductEditor
        key={product?.id ?? 'new'}
        product={product}
        groupId={group.id}
        groupName={group.name}
        canWrite={mayWrite}
      />
    </div>
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';

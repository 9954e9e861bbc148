// /collections/{id} (docs/collections.md): one collection at the buyer's prices, with its
// delivery windows and, for `?style=`, that style's size-run grid. A collection listed for other
// customer groups answers 404 as a missing one does. Personal: never kept by a shared cache.
import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/collection';
import type { ProductDetail } from '@solestock/domain';
import type { BuyerCollection } from '@solestock/domain/back-office/collection-payloads';
import { ApiError, apiJson } from '../lib/api';
import { hasSessionCookie } from '../lib/session-user';
import { shopTitle } from '../lib/brand';
import { CollectionPage } from '../features/collections/collection-pages';
import { NotFoundPage } from '../features/info/not-found-page';
import { translatorOf, useT } from '../i18n/i18n';

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    {
      // Without its data (an error page) the page's language is not known here: English.
      title: shopTitle(
        loaderData?.collection.name ?? translatorOf('en')('collections.collection'),
        matches,
      ),
    },
    { name: 'robots', content: 'noindex' },
  ];
}

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id < 1) throw notFound();
  let collection: BuyerCollection;
  try {
    collection = await apiJson<BuyerCollection>(context.api, `/ecommerce/collections/${id}/`);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw notFound();
    throw e;
  }
  const styleId = Number(new URL(request.url).searchParams.get('style'));
  const style = collection.styles.find((s) => s.item_group_id === styleId);
  const productId = style?.colours[0]?.product_id;
  const chosen = productId
    ? await apiJson<ProductDetail>(
        context.api,
        `/ecommerce/products/${productId}/${context.country}`,
      ).catch(() => null)
    : null;
  return {
    collection,
    chosen,
    signedIn: hasSessionCookie(request.headers.get('cookie')),
  };
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionPage
      collection={loaderData.collection}
      chosen={loaderData.chosen}
      signedIn={loaderData.signedIn}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage errorText={error.statusText || 'Not Found'} />;
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="text-lg font-semibold text-red-800">
        {t('collections.loadFailed')}
      </p>
    </main>
  );
}

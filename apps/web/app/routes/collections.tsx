// /collections (docs/collections.md): the collections this buyer may see, those listed for their
// company's customer group and those listed for none. Personal (a group's list): never shared.
import { shopTitle } from '../lib/brand';
import type { Route } from './+types/collections';
import { apiJson } from '../lib/api';
import type { BuyerCollectionsList } from '@solestock/domain/back-office/collection-payloads';
import { CollectionsList } from '../features/collections/collection-pages';
import { translatorOf } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: shopTitle(translatorOf(loaderData?.locale ?? 'en')('collections.title'), matches) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await apiJson<BuyerCollectionsList>(context.api, '/ecommerce/collections/');
  // The page's language, for its title (meta sees no basename).
  return { list, locale: localeOfRequest(request) };
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionsList list={loaderData.list} />;
}

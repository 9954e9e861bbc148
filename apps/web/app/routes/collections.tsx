// /collections (docs/collections.md): the collections this buyer may see, those listed for their
// company's customer group and those listed for none. Personal (a group's list): never shared.
import type { Route } from './+types/collections';
import { apiJson } from '../lib/api';
import type { BuyerCollectionsList } from '@solestock/domain/back-office/collection-payloads';
import { COLLECTIONS_TITLE, CollectionsList } from '../features/collections/collection-pages';

export const meta: Route.MetaFunction = () => [
  { title: `${COLLECTIONS_TITLE} | Solestock` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return apiJson<BuyerCollectionsList>(context.api, '/ecommerce/collections/');
}

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return <CollectionsList list={loaderData} />;
}

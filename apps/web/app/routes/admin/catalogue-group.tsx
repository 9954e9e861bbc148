// /admin/catalogue/groups/:groupId (or "new"): one item group's form and its products
// (GET/POST/PUT /api/admin/catalogue/item-groups/…), its translations
// (GET /api/admin/catalogue/translations/item-group/{id}/, saved through /admin/translations/…),
// archive, unarchive and remove of a product, and its cartons (…/item-groups/{id}/packs/, …/packs/{id}/), its stock grid and stock CSV
// (…/item-groups/{id}/stock/, …/stock/import/) and its incoming stock (docs/stock.md).
import { data, redirect } from 'react-router';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { shipWindow } from '@solestock/domain/ship-window';
import type { Route } from './+types/catalogue-group';
import { apiJson } from '../../lib/api';
import { consoleMeta } from '../../console/shared/console-meta';
import { staffLoad } from '../../console/shared/staff-api.server';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { catalogueWrite } from '../../console/catalogue/catalogue-api.server';
import type { ItemGroupDetail } from '../../console/catalogue/catalogue-types';
import { GroupPage, type Choices } from '../../console/catalogue/group-page';
import type { AdminPack } from '@solestock/domain/back-office/pack-payloads';
import type {
  IncomingList,
  IncomingRow,
  StockCsvResult,
  StockGrid,
} from '@solestock/domain/back-office/stock-payloads';
import type { Brand, Category } from '@solestock/domain/catalogue-payloads';
import type { TranslationsAnswer } from '@solestock/domain/back-office/translation-payloads';

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  consoleMeta(loaded?.group ? loaded.group.name : 'New item group', matches);

const notFound = () => data('Not Found', { status: 404, statusText: 'Not Found' });

/** Brands and categories to choose from: the storefront's lists hold every one of them. */
async function choicesOf(api: Route.LoaderArgs['context']['api']): Promise<Choices> {
  const [brands, categories] = await Promise.all([
    apiJson<Brand[]>(api, '/ecommerce/brands/'),
    apiJson<Category[]>(api, '/ecommerce/categories/'),
  ]);
  return {
    brands: brands.map((b) => ({ id: b.id, name: b.brand })),
    heads: categories.map((c) => ({ id: c.id, name: c.headCategory, subs: c.subCategories })),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const isNew = params.groupId === 'new';
  if (!isNew && !/^\d{1,9}$/.test(params.groupId)) throw notFound();
  const [group, choices, packs, stock, incoming, translations] = await Promise.all([
    isNew
      ? Promise.resolve(undefined)
      : staffLoad<ItemGroupDetail>(
          request,
          context.api,
          `/catalogue/item-groups/${params.groupId}/`,
        ),
    choicesOf(context.api),
    isNew
      ? Promise.resolve({ results: [] })
      : staffLoad<{ results: AdminPack[] }>(
          request,
          context.api,
          `/catalogue/item-groups/${params.groupId}/packs/`,
        ),
    isNew
      ? Promise.resolve(undefined)
      : staffLoad<StockGrid>(
          request,
          context.api,
          `/catalogue/item-groups/${params.groupId}/stock/`,
        ),
    isNew
      ? Promise.resolve({ results: [] })
      : staffLoad<IncomingList>(
          request,
          context.api,
          `/catalogue/item-groups/${params.groupId}/incoming/`,
        ),
    isNew
      ? Promise.resolve(undefined)
      : staffLoad<TranslationsAnswer>(
          request,
          context.api,
          `/catalogue/translations/item-group/${params.groupId}/`,
        ),
  ]);
  return { group, choices, packs: packs.results, stock, incoming: incoming.results, translations };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const body = (await request.json().catch(() => ({}))) as {
    intent?: string;
    group?: unknown;
    style?: unknown;
    pack?: unknown;
    stock?: unknown;
    incoming?: unknown;
    csv?: unknown;
    id?: number | null;
  };
  const isNew = params.groupId === 'new';
  switch (body.intent) {
    case 'save-group': {
      const result = await catalogueWrite(
        request,
        context.api,
        'save-group',
        isNew ? 'POST' : 'PUT',
        isNew ? '/item-groups/' : `/item-groups/${params.groupId}/`,
        body.group,
        (a) =>
          ({
            message: `Saved ${(a as { name: string }).name}.`,
            id: (a as { id: number }).id,
          }) as never,
      );
      if (isNew && 'ok' in result && result.ok)
        return redirect(`/admin/catalogue/groups/${(result as unknown as { id: number }).id}`);
      return result;
    }
    case 'create-style':
      return catalogueWrite(
        request,
        context.api,
        'create-style',
        'POST',
        `/item-groups/${Number(params.groupId)}/style/`,
        body.style,
        (a) => {
          const answer = a as { created: number; products: { sku: string }[] };
          const skus = answer.products.map((p) => p.sku);
          return {
            message: `Created ${answer.created} product${answer.created === 1 ? '' : 's'}: ${skus.slice(0, 6).join(', ')}${skus.length > 6 ? ` and ${skus.length - 6} more` : ''}. The storefront shows them now.`,
          };
        },
      );
    case 'archive':
    case 'unarchive':
      return catalogueWrite(
        request,
        context.api,
        body.intent,
        'POST',
        `/products/${body.intent}/`,
        { ids: [body.id] },
        () => ({
          message:
            body.intent === 'archive'
              ? 'Archived: hidden from the storefront, kept for orders.'
              : 'Back on the storefront.',
        }),
      );
    case 'save-pack':
      return catalogueWrite(
        request,
        context.api,
        'save-pack',
        body.id ? 'PUT' : 'POST',
        body.id ? `/packs/${Number(body.id)}/` : `/item-groups/${Number(params.groupId)}/packs/`,
        body.pack,
        (a) => {
          const pack = a as AdminPack;
          return {
            message: `Saved ${pack.name} (${pack.pairs} pairs) for ${pack.color || 'the products'}. The product pages offer it now.`,
          };
        },
      );
    case 'remove-pack':
      return catalogueWrite(
        request,
        context.api,
        'remove-pack',
        'DELETE',
        `/packs/${Number(body.id)}/`,
        undefined,
        () => ({ message: 'Carton removed. Carts keep the pairs it added.' }),
      );
    case 'save-stock':
      return catalogueWrite(
        request,
        context.api,
        'save-stock',
        'PUT',
        `/item-groups/${Number(params.groupId)}/stock/`,
        body.stock,
        () => ({ message: 'Stock saved. The storefront sells from it now.' }),
      );
    case 'import-stock':
      return catalogueWrite(
        request,
        context.api,
        'import-stock',
        'POST',
        '/stock/import/',
        { csv: body.csv },
        (a) => {
          const r = a as StockCsvResult;
          return {
            message: `Read ${r.rows} ${r.rows === 1 ? 'row' : 'rows'}: ${r.changed} ${r.changed === 1 ? 'product' : 'products'} changed.`,
          };
        },
      );
    case 'add-incoming':
      return catalogueWrite(
        request,
        context.api,
        'add-incoming',
        'POST',
        `/products/${Number(body.id)}/incoming/`,
        body.incoming,
        (a) => {
          const r = a as IncomingRow;
          return {
            message: `Expecting ${r.pairs} pairs of ${r.sku} on ${shipWindow(r.expected_on, r.expected_on) ?? r.expected_on}.`,
          };
        },
      );
    case 'receive-incoming':
    case 'cancel-incoming': {
      const receive = body.intent === 'receive-incoming';
      return catalogueWrite(
        request,
        context.api,
        body.intent,
        'POST',
        `/incoming/${Number(body.id)}/${receive ? 'receive' : 'cancel'}/`,
        undefined,
        (a) => {
          const r = a as IncomingRow;
          return {
            message: receive
              ? `Received ${r.pairs} pairs of ${r.sku}: ${r.pairs - r.sold} added to the stock, ${r.sold} already sold.`
              : `Cancelled the delivery of ${r.pairs} pairs of ${r.sku}.`,
          };
        },
      );
    }
    case 'remove':
      return catalogueWrite(
        request,
        context.api,
        'remove',
        'DELETE',
        `/products/${Number(body.id)}/`,
        undefined,
        (a) => ({
          message: (a as { archived?: boolean }).archived
            ? 'Orders name this product, so it was archived instead of deleted.'
            : 'Product deleted.',
        }),
      );
    default:
      return data({ intent: String(body.intent), ok: false, error: 'Unknown action.' }, 400);
  }
}

export default function CatalogueGroupRoute({ loaderData }: Route.ComponentProps) {
  const me = useStaffMe();
  return (
    <GroupPage
      key={loaderData.group?.id ?? 'new'}
      group={loaderData.group}
      choices={loaderData.choices}
      canWrite={staffMayDo(me.role, 'catalogue.write')}
      packs={loaderData.packs}
      stock={loaderData.stock}
      incoming={loaderData.incoming}
      translations={loaderData.translations}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';

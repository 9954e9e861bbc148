// /admin/media/products/:productId: a product's photos (GET, POST and DELETE
// /api/admin/catalogue/products/{id}/images/). The catalogue's product form links here.
import { data } from 'react-router';
import type { Route } from './+types/product-images';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import {
  ProductImagesPage,
  type ProductImages,
  type ProductImagesResult,
} from '../../console/media/product-images-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Product images', matches);

const productPath = (id: string) => `/catalogue/products/${encodeURIComponent(id)}/images/`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.productId))
    throw data('No product has this number.', { status: 404 });
  return staffLoad<ProductImages>(request, context.api, productPath(params.productId));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const url = String(form.get('url') ?? '');
  const sameColour = form.get('same_colour') !== 'off';
  try {
    if (intent === 'add' || intent.startsWith('cover-')) {
      await staffJson(
        request,
        context.api,
        productPath(params.productId),
        jsonBody('POST', {
          url,
          cover: intent.startsWith('cover-') || form.get('cover') === 'on',
          same_colour: sameColour,
        }),
      );
    } else if (intent.startsWith('remove-')) {
      await staffJson(
        request,
        context.api,
        productPath(params.productId),
        jsonBody('DELETE', { url, same_colour: sameColour }),
      );
    } else {
      return data<ProductImagesResult>({ intent, ok: false, error: 'Unknown action.' }, 400);
    }
    return { intent, ok: true } satisfies ProductImagesResult;
  } catch (error) {
    const r = refusal(error);
    return data<ProductImagesResult>({ intent, ok: false, error: r.error }, { status: r.status });
  }
}

export default function ProductImagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductImagesPage product={loaderData} result={actionData} />;
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';

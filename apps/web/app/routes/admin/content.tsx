// /admin/content: the home page's banners per kind and screen type, its brands, head categories
// and item groups, and the social links (GET /api/admin/content/ and its writes).
import { data } from 'react-router';
import type { Route } from './+types/content';
import { consoleMeta } from '../../console/shared/console-meta';
import { jsonBody, refusal, staffJson, staffLoad } from '../../console/shared/staff-api.server';
import {
  ContentPage,
  type ContentActionResult,
  type ContentData,
  type GroupHit,
} from '../../console/content/content-page';

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('Home-page content', matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const [content, hits] = await Promise.all([
    staffLoad<ContentData>(request, context.api, '/content/'),
    q
      ? staffLoad<GroupHit[]>(
          request,
          context.api,
          `/content/item-groups/?q=${encodeURIComponent(q)}`,
        )
      : Promise.resolve(null),
  ]);
  return { content, hits, q };
}

const ids = (value: FormDataEntryValue | null) =>
  String(value ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const values = Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  const send = (path: string, method: string, body?: unknown) =>
    staffJson(request, context.api, path, jsonBody(method, body));
  try {
    if (intent === 'add-banner') {
      await send('/content/banners/', 'POST', {
        kind: text('kind'),
        screen_type: text('screen_type'),
        image: text('image'),
        link: text('link'),
        alt: text('alt'),
      });
    } else if (intent.startsWith('banner-save-')) {
      await send(`/content/banners/${Number(text('id'))}/`, 'PATCH', {
        link: text('link'),
        alt: text('alt'),
      });
    } else if (intent.startsWith('banner-remove-')) {
      await send(`/content/banners/${Number(text('id'))}/`, 'DELETE');
    } else if (intent.startsWith('banner-order-')) {
      await send('/content/banners/order/', 'PUT', {
        kind: text('kind'),
        screen_type: text('screen_type'),
        ids: ids(form.get('ids')),
      });
    } else if (intent === 'home') {
      await send('/content/home/', 'PUT', {
        brands: form.getAll('brand').map(Number),
        head_categories: form.getAll('head_category').map(Number),
      });
    } else if (intent.startsWith('groups-')) {
      await send('/content/home/', 'PUT', { item_groups: ids(form.get('ids')) });
    } else if (intent === 'add-social') {
      await send('/content/social-links/', 'POST', {
        name: text('name'),
        url: text('url'),
        icon: text('icon'),
      });
    } else if (intent.startsWith('social-save-')) {
      await send(`/content/social-links/${Number(text('id'))}/`, 'PUT', {
        name: text('name'),
        url: text('url'),
        icon: text('icon'),
      });
    } else if (intent.startsWith('social-remove-')) {
      await send(`/content/social-links/${Number(text('id'))}/`, 'DELETE');
    } else if (intent.startsWith('social-order-')) {
      await send('/content/social-links/order/', 'PUT', { ids: ids(form.get('ids')) });
    } else {
      return data<ContentActionResult>({ intent, ok: false, error: 'Unknown action.' }, 400);
    }
    return { intent, ok: true } satisfies ContentActionResult;
  } catch (error) {
    const r = refusal(error);
    return data<ContentActionResult>(
      { intent, ok: false, error: r.error, fields: r.fields, values },
      { status: r.status },
    );
  }
}

export default function ContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentPage
      content={loaderData.content}
      hits={loaderData.hits}
      q={loaderData.q}
      result={actionData}
    />
  );
}

export { ConsoleErrorBoundary as ErrorBoundary } from '../../console/shared/console-error';

// /my-account (001 §2): signed-out shoppers go to /login and come back here.
import type { Route } from './+types/my-account';
import { shopTitle } from '../lib/brand';
import { loadSessionUser } from '../lib/session-user';
import { MyAccount } from '../features/account/my-account';
import { localeOfRequest, redirectInLanguage } from '../i18n/page-redirect';
import { metaTranslator } from '../features/account/page-locale';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('account.my.metaTitle'), matches) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await loadSessionUser(context.api, request.headers.get('cookie'));
  if (!user) throw redirectInLanguage(request, '/login?redirectTo=%2Fmy-account');
  return { user, locale: localeOfRequest(request) };
}

export default function MyAccountRoute({ loaderData }: Route.ComponentProps) {
  return <MyAccount username={loaderData.user.username} />;
}

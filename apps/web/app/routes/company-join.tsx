// /company/join/:token: an invitation's join page (docs/api.md, "Companies and addresses"). The
// invitation is read without a session; the signed-in buyer, if any, is read to know whether
// they are the invited address.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/company-join';
import { shopTitle } from '../lib/brand';
import { ApiError, apiJson } from '../lib/api';
import { hasSessionCookie } from '../lib/session-user';
import type { CompanyDto, InvitationPreviewDto } from '@solestock/domain/company-payloads';
import type { ProfileDto } from '@solestock/domain/account-schemas';
import type { Locale } from '@solestock/domain/locales';
import { JoinPage, type JoinPageData } from '../features/company/join-page';
import { refused } from '../lib/refusal';
import { translatorOf, useT } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';
import { metaTranslator } from '../features/account/page-locale';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('company.join.metaTitle'), matches) },
  { name: 'robots', content: 'noindex' },
  // The token in this page's address is a secret: it is never sent on to another site.
  { name: 'referrer', content: 'no-referrer' },
];

export async function loader({
  request,
  params,
  context,
}: Route.LoaderArgs): Promise<JoinPageData & { locale: Locale }> {
  const token = params.token;
  const [invitation, user] = await Promise.all([
    apiJson<InvitationPreviewDto>(
      context.api,
      `/ecommerce/company/invitations/${encodeURIComponent(token)}/`,
    ).then(
      (value) => ({ value, refusal: null }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400)
          return { value: null, refusal: error.message };
        throw error;
      },
    ),
    hasSessionCookie(request.headers.get('cookie'))
      ? apiJson<ProfileDto>(context.api, '/profile/').catch(() => null)
      : Promise.resolve(null),
  ]);
  return {
    token,
    invitation: invitation.value,
    refusal: invitation.refusal,
    user,
    locale: localeOfRequest(request),
  };
}

// Joined: the page stays as it was read (the used invitation would read as refused now).
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;
}

/** Join: accepts the invitation for the signed-in buyer; the company joined, or why not. */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const joined = await apiJson<CompanyDto>(
      context.api,
      `/ecommerce/company/invitations/${encodeURIComponent(params.token)}/accept/`,
      { method: 'POST' },
    );
    return { intent: 'join' as const, ok: true as const, joined: joined.name };
  } catch (error) {
    return refused({ intent: 'join' as const }, error, {
      unreachable: translatorOf(localeOfRequest(request))('company.unreachable'),
    });
  }
}

export default function CompanyJoinRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <JoinPage data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert">{t('company.join.loadFailed')}</p>
    </main>
  );
}

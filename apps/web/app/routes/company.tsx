// /company: the buyer's company in the account area (docs/api.md, "Companies and addresses"):
// details, members, invitations and the address book. A guest goes to /login and comes back.
import type { Route } from './+types/company';
import { shopTitle } from '../lib/brand';
import { apiJson } from '../lib/api';
import { guestToLogin } from '../lib/shopper.server';
import { useT } from '../i18n/i18n';
import { localeOfRequest } from '../i18n/page-redirect';
import { metaTranslator } from '../features/account/page-locale';
import { CompanyPage, type CompanyPageData } from '../features/company/company-page';
import { companyAction } from '../features/company/company-actions.server';
import type {
  CompanyAddressesDto,
  CompanyDto,
  CompanyMembersDto,
} from '@solestock/domain/company-payloads';
import type { Locale } from '@solestock/domain/locales';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: shopTitle(metaTranslator(loaderData)('company.metaTitle'), matches) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<{
  data: CompanyPageData;
  country: string;
  locale: Locale;
}> {
  try {
    const [company, members, book] = await Promise.all([
      apiJson<CompanyDto>(context.api, '/ecommerce/company/'),
      apiJson<CompanyMembersDto>(context.api, '/ecommerce/company/members/'),
      apiJson<CompanyAddressesDto>(context.api, '/ecommerce/company/addresses/'),
    ]);
    return {
      data: { company, members, addresses: book.addresses, canEditAddresses: book.can_edit },
      country: context.country,
      locale: localeOfRequest(request),
    };
  } catch (error) {
    guestToLogin(request, error);
  }
}

/** Details, invitations, removals and the address book (company-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return companyAction(await request.formData(), context.api, undefined, localeOfRequest(request));
}

export default function CompanyRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by the company: after joining or leaving one, the page starts afresh.
  return (
    <CompanyPage
      key={loaderData.data.company.id}
      data={loaderData.data}
      country={loaderData.country}
      result={actionData}
    />
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert">{t('company.loadFailed')}</p>
    </main>
  );
}

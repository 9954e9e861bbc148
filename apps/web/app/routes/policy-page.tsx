// /policy-page?tab=terms|privacy|legal: the terms, privacy and legal policies.
import type { Route } from './+types/policy-page';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { POLICY_TABS, PolicyPage, policyTabFrom } from '../features/info/policy-page';
import { pageQuery } from '../lib/page-query';

export const handle = pageQuery('tab');

export function loader({ request }: Route.LoaderArgs) {
  return { tab: policyTabFrom(new URL(request.url).searchParams.get('tab')) };
}

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  const label = t(POLICY_TABS.find((each) => each.id === data?.tab)?.label ?? 'footer.termsOfUse');
  return [
    { title: t('meta.shopTitle', { page: label, shop }) },
    { name: 'description', content: t('meta.policies.description', { shop }) },
  ];
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage tab={loaderData.tab} />;
}

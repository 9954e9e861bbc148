// /policy-page?tab=terms|privacy|legal: the terms, privacy and legal policies.
import type { Route } from './+types/policy-page';
import { brandOfMatches } from '../lib/brand';
import { POLICY_TABS, PolicyPage, policyTabFrom } from '../features/info/policy-page';
import { pageQuery } from '../lib/page-query';

export const handle = pageQuery('tab');

export function loader({ request }: Route.LoaderArgs) {
  return { tab: policyTabFrom(new URL(request.url).searchParams.get('tab')) };
}

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const label = POLICY_TABS.find((t) => t.id === data?.tab)?.label ?? 'Terms of Use';
  return [
    { title: `${label} | ${shop}` },
    {
      name: 'description',
      content: `${shop} terms of use, privacy policy and legal policy: who may buy, returns, prices and your data.`,
    },
  ];
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage tab={loaderData.tab} />;
}

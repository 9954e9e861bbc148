// /privacy-policy: the static privacy policy.
import type { Route } from './+types/privacy-policy';
import { brandOfMatches } from '../lib/brand';
import { PrivacyPolicyPage } from '../features/info/privacy-policy-page';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  return [
    { title: `Privacy Policy | ${shop}` },
    {
      name: 'description',
      content: `What personal information ${shop} collects, how it is used, shared and kept, and your rights.`,
    },
  ];
}

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}

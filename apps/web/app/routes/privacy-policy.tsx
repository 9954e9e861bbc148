// /privacy-policy: the static privacy policy.
import type { Route } from './+types/privacy-policy';
import { PrivacyPolicyPage } from '../features/info/privacy-policy-page';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Privacy Policy | Solestock' },
    {
      name: 'description',
      content:
        'What personal information Solestock collects, how it is used, shared and kept, and your rights.',
    },
  ];
}

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}

// /privacy-policy: the static privacy policy.
import type { Route } from './+types/privacy-policy';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { PrivacyPolicyPage } from '../features/info/privacy-policy-page';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  return [
    { title: t('meta.privacy.title', { shop }) },
    { name: 'description', content: t('meta.privacy.description', { shop }) },
  ];
}

export default function PrivacyPolicy() {
  return <PrivacyPolicyPage />;
}

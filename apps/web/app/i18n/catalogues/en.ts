// The English catalogue: the ids of every storefront message and the specs' texts exactly
// (docs/languages.md). The other catalogues are typed by it, so a message added here and not
// translated fails the typecheck, and i18n/catalogues.test.ts fails on any id a converted screen
// uses that a catalogue lacks. ICU message syntax (Lingui, decision 203).
export const en = {
  // The shell: header, navigation, footer, country selector, language switcher, tab bar.
  'header.skipToContent': 'Skip to content',
  'header.openMenu': 'Open menu',
  'nav.categories': 'Categories',
  'nav.brands': 'Brands',
  'nav.shopBy': 'Shop By',
  'nav.becomeAVendor': 'Become A Vendor',
  'nav.myAccount': 'My Account',
  'tabs.label': 'Tabs',
  'tabs.home': 'Home',
  'tabs.category': 'Category',
  'tabs.brands': 'Brands',
  'tabs.myAccount': 'My Account',
  'country.heading': 'Ship to and pay in',
  'country.trigger.label': 'Country: {country}, prices in {currency}. Change country',
  'language.switcher.label': 'Language: {language}. Change language',
  'language.switcher.heading': 'Language',
  'footer.followUs': 'Follow us',
  'footer.socialLink': '{name} (opens in a new tab)',
  'footer.categories': 'Categories',
  'footer.viewAll': 'View All',
  'footer.getToKnowUs': 'Get to Know us',
  'footer.aboutUs': 'About Us',
  'footer.community': 'Community',
  'footer.helpCenter': 'Help Center',
  'footer.policies': 'Policies',
  'footer.termsOfUse': 'Terms of Use',
  'footer.privacyPolicy': 'Privacy Policy',
  'footer.rightsReserved': '. All rights reserved.',
} as const;

export type MessageId = keyof typeof en;

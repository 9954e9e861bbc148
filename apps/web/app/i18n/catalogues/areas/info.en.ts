// English messages of one area of the storefront (docs/languages.md): the policy pages
// (features/info/policy-page.tsx, privacy-policy-page.tsx) and the last small words of shared
// parts (the carousel's role, the documents' PDF mark, the price strip's fallback quantities).
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
// Placeholders: {shop} the brand's name, {company} {address} {email} {phone} the shop's contact
// (SHOP_CONTACT), {years} the domain's constants; {privacyPolicy} {privacyPage} {email} in a
// sentence are its links (richMessage).
export const infoEn = {
  // The policy page's Terms of Use tab (/policy-page).
  'info.policy.terms.intro':
    'These terms govern your use of {shop}, a wholesale storefront for footwear and lifestyle goods. By using the site you accept them.',
  'info.policy.terms.whoMayBuy.title': 'Who may buy',
  'info.policy.terms.whoMayBuy.text':
    'You must be at least {years} years old, or have the consent of a parent or guardian, to create an account and place orders.',
  'info.policy.terms.account.title': 'Your account',
  'info.policy.terms.account.text':
    'Your mobile number is the primary identifier of your account; keep it and your password up to date and private. Data of accounts unused for {years} years is deleted. How we handle your data is described in our {privacyPolicy}.',
  'info.policy.terms.prices.title': 'Prices and shipping',
  'info.policy.terms.prices.text':
    'Prices are shown in the currency of the country you choose and may change without notice. Shipping charges are extra: they are calculated and applied by the provider after it reviews and confirms your order.',
  'info.policy.terms.returns.title': 'Returns',
  'info.policy.terms.returns.text':
    'To return an item you must confirm that it is unused and still carries its original tags. If it is not, the return is declined and the item is shipped back to you with no refund.',
  'info.policy.terms.original.title': 'Original merchandise',
  'info.policy.terms.original.text':
    'We only sell original merchandise, sourced from the brands or their authorised distributors.',
  // The policy page's Privacy Policy tab (/policy-page?tab=privacy).
  'info.policy.privacy.intro':
    'This policy explains what we collect when you use {shop}, why, and the choices you have.',
  'info.policy.privacy.collect.title': 'Data we collect',
  'info.policy.privacy.collect.contact':
    'Contact data: your name, e-mail address, mobile number and delivery address.',
  'info.policy.privacy.collect.payment':
    'Payment data: handled by our card payment provider; we keep only the payment reference and status.',
  'info.policy.privacy.collect.usage':
    'Usage data: pages visited, searches and the device and browser used.',
  'info.policy.privacy.use.title': 'How we use it',
  'info.policy.privacy.use.text':
    'To run your account, process and deliver orders, answer your messages, and keep the shop secure.',
  'info.policy.privacy.sharing.title': 'Sharing',
  'info.policy.privacy.sharing.text':
    'We never sell your data. We share it only with the providers who help us run the shop (payments, shipping, e-mail) and with authorities where the law requires it.',
  'info.policy.privacy.rights.title': 'Your rights',
  'info.policy.privacy.rights.text':
    'You may ask to access, rectify or delete your data at any time by writing to {email}.',
  'info.policy.privacy.cookies.title': 'Cookies',
  'info.policy.privacy.cookies.text':
    'We use cookies to keep you signed in and to remember your country. You can delete them in your browser; the shop then forgets these choices. The full policy is on the {privacyPage}.',
  'info.policy.privacy.cookies.link': 'privacy policy page',
  // The policy page's Legal Policy tab (/policy-page?tab=legal).
  'info.policy.legal.operator':
    '{shop} is operated by {company}, {address}. Contact: {email}, {phone}.',
  'info.policy.legal.property.title': 'Intellectual property',
  'info.policy.legal.property.text':
    "Brand names, logos and product images belong to their owners and are shown to identify the goods we sell. The rest of the site's content belongs to {company}.",
  'info.policy.legal.liability.title': 'Liability',
  'info.policy.legal.liability.text':
    'We describe products as accurately as we can; colours may look different on screen. Nothing in these policies limits rights you have under the law of your country.',
  'info.policy.legal.law.title': 'Governing law',
  'info.policy.legal.law.text': 'These policies are governed by the law of England and Wales.',
  // The privacy policy page (/privacy-policy): its sections' titles and texts.
  'info.privacy.introduction.title': 'Introduction',
  'info.privacy.introduction.text':
    '{company} ("{shop}", "we") runs a wholesale storefront for footwear and lifestyle goods. This policy explains what personal information we collect, how we use and protect it, and the rights you have.',
  'info.privacy.collect.title': 'Information We Collect',
  'info.privacy.collect.account':
    'Account and contact details: name, e-mail address, mobile number and delivery address.',
  'info.privacy.collect.orders':
    'Order and payment details: what you buy, and the payment reference and status from our card processor. We never store full card numbers.',
  'info.privacy.collect.usage':
    'Usage information: pages viewed, searches, device and browser, and the country you choose.',
  'info.privacy.collect.messages': 'Messages you send us through the help center.',
  'info.privacy.use.title': 'How We Use Your Information',
  'info.privacy.use.account': 'To create and run your account and keep you signed in.',
  'info.privacy.use.orders': 'To price, process, ship and support your orders.',
  'info.privacy.use.questions': 'To answer your questions and send the e-mails your account needs.',
  'info.privacy.use.advertising':
    'To measure our advertising: when you arrive from an advertisement, we may report the visit or order to the advertising platform through its advertising API, without your contact details.',
  'info.privacy.use.security': 'To keep the shop secure and prevent fraud.',
  'info.privacy.sharing.title': 'Data Sharing and Disclosure',
  'info.privacy.sharing.text':
    'We never sell your personal information. We share it only with providers who help us run the shop (payment, shipping, e-mail and hosting), under contracts that limit their use of it, and with public authorities when the law requires it.',
  'info.privacy.security.title': 'Data Security',
  'info.privacy.security.text':
    'Passwords are stored only as strong one-way hashes, sessions use secure cookies, and access to your data is limited to the staff and systems that need it.',
  'info.privacy.retention.title': 'Data Retention',
  'info.privacy.retention.text':
    'We keep your data while your account is in use. Data of accounts unused for {years} years is deleted, except order records the law requires us to keep.',
  'info.privacy.rights.title': 'Your Rights',
  'info.privacy.rights.text':
    'You may ask to access, rectify or delete your personal information, or object to its use, by writing to us. We answer within one month.',
  'info.privacy.changes.title': 'Changes to This Privacy Policy',
  'info.privacy.changes.text':
    'When we change this policy we publish the new version here, and tell account holders by e-mail of any important change.',
  'info.privacy.contact.title': 'Contact Us',
  'info.privacy.contact.email': 'E-mail: {email}',
  'info.privacy.contact.phone': 'Phone: {phone}',
  // Shared parts (components/ui/carousel.tsx; the order's document links).
  'ui.carousel': 'carousel',
  'ui.pdf': 'PDF',
  // The price strip of a product without slabs: the specs' own words (FALLBACK_SLAB_LABELS, 000 §9).
  'product.slab.fallback.first': '25-100 pieces',
  'product.slab.fallback.second': '100-300 pieces',
  'product.slab.fallback.third': '300 and up',
} as const;

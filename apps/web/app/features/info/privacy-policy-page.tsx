// The static privacy policy (001 §2) with its table of contents. The site header is hidden on this
// page (000 §2), so it has its own bar back to the shop.
import { ShopName, useBrand } from '../../lib/brand';
import { Link } from 'react-router';
import { INACTIVE_ACCOUNT_DELETION_YEARS, SHOP_CONTACT } from '@solestock/domain';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { useT } from '../../i18n/i18n';

const SECTIONS: { id: string; title: string; body: React.ReactNode }[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        {SHOP_CONTACT.company} (&quot;
        <ShopName />
        &quot;, &quot;we&quot;) runs a wholesale storefront for footwear and lifestyle goods. This
        policy explains what personal information we collect, how we use and protect it, and the
        rights you have.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <ul>
        <li>
          Account and contact details: name, e-mail address, mobile number and delivery address.
        </li>
        <li>
          Order and payment details: what you buy, and the payment reference and status from our
          card processor. We never store full card numbers.
        </li>
        <li>
          Usage information: pages viewed, searches, device and browser, and the country you choose.
        </li>
        <li>Messages you send us through the help center.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-your-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To create and run your account and keep you signed in.</li>
        <li>To price, process, ship and support your orders.</li>
        <li>To answer your questions and send the e-mails your account needs.</li>
        <li>
          To measure our advertising: when you arrive from an advertisement, we may report the visit
          or order to the advertising platform through its advertising API, without your contact
          details.
        </li>
        <li>To keep the shop secure and prevent fraud.</li>
      </ul>
    ),
  },
  {
    id: 'data-sharing-and-disclosure',
    title: 'Data Sharing and Disclosure',
    body: (
      <p>
        We never sell your personal information. We share it only with providers who help us run the
        shop (payment, shipping, e-mail and hosting), under contracts that limit their use of it,
        and with public authorities when the law requires it.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, sessions use secure cookies, and access
        to your data is limited to the staff and systems that need it.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your data while your account is in use. Data of accounts unused for{' '}
        {INACTIVE_ACCOUNT_DELETION_YEARS} years is deleted, except order records the law requires us
        to keep.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <p>
        You may ask to access, rectify or delete your personal information, or object to its use, by
        writing to us. We answer within one month.
      </p>
    ),
  },
  {
    id: 'changes-to-this-privacy-policy',
    title: 'Changes to This Privacy Policy',
    body: (
      <p>
        When we change this policy we publish the new version here, and tell account holders by
        e-mail of any important change.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <address className="not-italic">
        {SHOP_CONTACT.company}
        <br />
        {SHOP_CONTACT.address}
        <br />
        E-mail: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
        <br />
        Phone: {SHOP_CONTACT.phone}
      </address>
    ),
  },
];

export function PrivacyPolicyPage() {
  const t = useT();
  const { shop_name } = useBrand();
  return (
    <main>
      <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link
            to="/"
            className="flex items-center gap-1 rounded-md py-2 pr-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronLeftIcon size={18} />
            {t('info.backTo', { shop: shop_name })}
          </Link>
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
          {t('footer.privacyPolicy')}
        </h1>
        <div className="mt-8 grid gap-8 md:grid-cols-[15rem_minmax(0,1fr)]">
          <nav
            aria-labelledby="toc-heading"
            className="self-start rounded-xl bg-brand-50 p-5 md:sticky md:top-20"
          >
            <h2
              id="toc-heading"
              className="text-sm font-bold tracking-wide text-brand-900 uppercase"
            >
              {t('info.tableOfContents')}
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
              {SECTIONS.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-brand-700 hover:underline">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="policy-text min-w-0">
            {SECTIONS.map((s, i) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-h`}
                className="mt-8 scroll-mt-20 first:mt-0"
              >
                <h2 id={`${s.id}-h`} className="mb-2 text-xl font-bold text-slate-900">
                  {i + 1}. {s.title}
                </h2>
                {s.body}
              </section>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}

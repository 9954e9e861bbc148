// The static privacy policy (001 §2) with its table of contents. The site header is hidden on this
// page (000 §2), so it has its own bar back to the shop.
import { useBrand } from '../../lib/brand';
import { Link } from 'react-router';
import { INACTIVE_ACCOUNT_DELETION_YEARS, SHOP_CONTACT } from '@solestock/domain';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { useT, type MessageId } from '../../i18n/i18n';
import { richMessage } from '../../i18n/rich-message';

/** A section: its anchor, title, and its text as paragraphs or a list (the messages' ids). */
interface Section {
  id: string;
  title: MessageId;
  paragraph?: MessageId;
  items?: readonly MessageId[];
}

const SECTIONS: readonly Section[] = [
  {
    id: 'introduction',
    title: 'info.privacy.introduction.title',
    paragraph: 'info.privacy.introduction.text',
  },
  {
    id: 'information-we-collect',
    title: 'info.privacy.collect.title',
    items: [
      'info.privacy.collect.account',
      'info.privacy.collect.orders',
      'info.privacy.collect.usage',
      'info.privacy.collect.messages',
    ],
  },
  {
    id: 'how-we-use-your-information',
    title: 'info.privacy.use.title',
    items: [
      'info.privacy.use.account',
      'info.privacy.use.orders',
      'info.privacy.use.questions',
      'info.privacy.use.advertising',
      'info.privacy.use.security',
    ],
  },
  {
    id: 'data-sharing-and-disclosure',
    title: 'info.privacy.sharing.title',
    paragraph: 'info.privacy.sharing.text',
  },
  {
    id: 'data-security',
    title: 'info.privacy.security.title',
    paragraph: 'info.privacy.security.text',
  },
  {
    id: 'data-retention',
    title: 'info.privacy.retention.title',
    paragraph: 'info.privacy.retention.text',
  },
  { id: 'your-rights', title: 'info.privacy.rights.title', paragraph: 'info.privacy.rights.text' },
  {
    id: 'changes-to-this-privacy-policy',
    title: 'info.privacy.changes.title',
    paragraph: 'info.privacy.changes.text',
  },
  // The address is drawn by ContactUs.
  { id: 'contact-us', title: 'info.privacy.contact.title' },
];

function ContactUs() {
  const t = useT();
  return (
    <address className="not-italic">
      {SHOP_CONTACT.company}
      <br />
      {SHOP_CONTACT.address}
      <br />
      {richMessage(t, 'info.privacy.contact.email', {
        email: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>,
      })}
      <br />
      {t('info.privacy.contact.phone', { phone: SHOP_CONTACT.phone })}
    </address>
  );
}

function SectionBody({ section }: { section: Section }) {
  const t = useT();
  const { shop_name } = useBrand();
  // Every value a section's text may name; each message uses its own.
  const values = {
    shop: shop_name,
    company: SHOP_CONTACT.company,
    years: INACTIVE_ACCOUNT_DELETION_YEARS,
  };
  if (section.items)
    return (
      <ul>
        {section.items.map((id) => (
          <li key={id}>{t(id, values)}</li>
        ))}
      </ul>
    );
  if (section.paragraph) return <p>{t(section.paragraph, values)}</p>;
  return <ContactUs />;
}

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
                    {t(s.title)}
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
                  {i + 1}. {t(s.title)}
                </h2>
                <SectionBody section={s} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}

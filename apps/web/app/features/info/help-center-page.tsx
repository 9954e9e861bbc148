// The help center (001 §2): 'HELP CENTER', the shop's contact e-mail and the contact form; also
// the About Us, Community and Become A Vendor notes the footer and header link to.
import { useBrand } from '../../lib/brand';
import { SHOP_CONTACT } from '@solestock/domain';
import { MailIcon } from '../../components/ui/icons';
import { ContactForm, type ContactActionData } from './contact-form';
import { useT } from '../../i18n/i18n';

export function HelpCenterPage({
  actionData,
  contactEmail = SHOP_CONTACT.email,
}: {
  actionData: ContactActionData | undefined;
  /** The owner's contact address setting (GET /api/help-center/contact/), where messages go. */
  contactEmail?: string;
}) {
  const t = useT();
  const { shop_name, show_vendor_link } = useBrand();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
        {t('info.helpCenter')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('info.helpIntro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          id="contact"
          aria-labelledby="contact-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="contact-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t('info.contactUs')}
          </h2>
          <ContactForm actionData={actionData} />
        </section>
        <aside className="space-y-6">
          <div className="rounded-2xl bg-brand-50 p-6">
            <h2 className="font-bold text-brand-900">{t('info.emailUs')}</h2>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-2 flex items-center gap-2 text-[15px] font-semibold [overflow-wrap:anywhere] text-brand-700 hover:underline"
            >
              <MailIcon size={18} />
              {contactEmail}
            </a>
            <p className="mt-2 text-sm text-slate-600">{t('info.replyWithin')}</p>
          </div>
          <section id="about-us" aria-labelledby="about-heading" className="scroll-mt-32">
            <h2 id="about-heading" className="font-bold text-slate-900">
              {t('footer.aboutUs')}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              {t('info.aboutText', { shop: shop_name })}
            </p>
          </section>
          <section id="community" aria-labelledby="community-heading" className="scroll-mt-32">
            <h2 id="community-heading" className="font-bold text-slate-900">
              {t('footer.community')}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t('info.communityText')}</p>
          </section>
          {show_vendor_link ? (
            <section id="become-a-vendor" aria-labelledby="vendor-heading" className="scroll-mt-32">
              <h2 id="vendor-heading" className="font-bold text-slate-900">
                {t('nav.becomeAVendor')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t('info.vendorText', { shop: shop_name })}
              </p>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}

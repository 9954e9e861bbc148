// An address as a parcel label reads (the domain's addressLines): the same lines on the
// checkout, the company page, the order page and the order success page; the country in the
// page's language.
import { addressLines, type DeliveryAddress } from '@solestock/domain/company';
import { useMessageLocale } from '../../i18n/rich-message';
import { countryNameIn } from './country-names';

export function AddressText({
  address,
  className = '',
}: {
  address: DeliveryAddress;
  className?: string;
}) {
  const locale = useMessageLocale();
  const code = address.country_code;
  // The country is the label's last line: written here in the page's language.
  const [first, ...rest] = [
    ...addressLines({ ...address, country_code: '' }),
    ...(code ? [countryNameIn(locale, code)] : []),
  ];
  return (
    <span className={`text-sm ${className}`}>
      <span className="block font-semibold text-slate-900">{first}</span>
      {rest.length > 0 ? <span className="block text-slate-700">{rest.join(', ')}</span> : null}
      {address.phone ? <span className="block text-slate-600">{address.phone}</span> : null}
    </span>
  );
}

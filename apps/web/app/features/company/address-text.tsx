// An address as a parcel label reads (the domain's addressLines): the same lines on the
// checkout, the company page, the order page and the order success page.
import { addressLines, type DeliveryAddress } from '@solestock/domain/company';

export function AddressText({
  address,
  className = '',
}: {
  address: DeliveryAddress;
  className?: string;
}) {
  const [first, ...rest] = addressLines(address);
  return (
    <span className={`text-sm ${className}`}>
      <span className="block font-semibold text-slate-900">{first}</span>
      {rest.length > 0 ? <span className="block text-slate-700">{rest.join(', ')}</span> : null}
      {address.phone ? <span className="block text-slate-600">{address.phone}</span> : null}
    </span>
  );
}

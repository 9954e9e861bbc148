// The order page's "Export" panel (docs/export-papers.md): how the order travels, as its invoice,
// packing list and certificate of origin print it: incoterm with its named place, ports of
// loading and discharge, transport. Staff who may move orders change them before it ships (PUT
// /admin/orders/{id}/export/ with the version shown); afterwards the panel only shows them.
import { Form } from 'react-router';
import {
  incotermLong,
  TRANSPORT_WORDS,
  type OrderExport,
} from '@solestock/domain/back-office/export-papers';
import {
  INCOTERM_WORDS,
  INCOTERMS,
  TRANSPORTS,
} from '@solestock/domain/back-office/seller-payloads';
import { Field, FormError, SelectField, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';

const INCOTERM_OPTIONS = INCOTERMS.map((code) => ({
  value: code,
  label: `${code}: ${INCOTERM_WORDS[code]}`,
}));
const TRANSPORT_OPTIONS = TRANSPORTS.map((t) => ({ value: t, label: TRANSPORT_WORDS[t] }));

export function ExportPanel({
  details,
  version,
  canEdit,
  result,
}: {
  details: OrderExport;
  version: number;
  /** The staff member's role may change orders (orders.transition). */
  canEdit: boolean;
  /** The page's last action, when it was this panel's. */
  result: OrderActionResult | undefined;
}) {
  const fields = (result && !result.ok && result.fields) || {};
  const facts: [string, string][] = [
    ['Incoterm', incotermLong(details.incoterm, details.incoterm_place)],
    ['Transport', TRANSPORT_WORDS[details.transport]],
    ['Port of loading', details.port_of_loading || 'Not named'],
    ['Port of discharge', details.port_of_discharge || 'Not named'],
  ];
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {details.editable && canEdit ? (
        // Closed again once saved (a new version): the saved details show above.
        <details key={version} open={Object.keys(fields).length > 0 || undefined}>
          <summary className="cursor-pointer font-semibold text-brand-700 underline">
            Change the export details
          </summary>
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="version" value={version} />
            <FormError error={result && !result.ok && !result.conflict ? result.error : null} />
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label="Incoterm"
                name="incoterm"
                options={INCOTERM_OPTIONS}
                defaultValue={details.incoterm}
                error={fields.incoterm}
              />
              <Field
                label="Named place"
                name="incoterm_place"
                maxLength={80}
                defaultValue={details.incoterm_place}
                error={fields.incoterm_place}
                hint="e.g. Chennai in “FOB Chennai”, Leeds in “DAP Leeds”."
              />
              <Field
                label="Port of loading"
                name="port_of_loading"
                maxLength={80}
                defaultValue={details.port_of_loading}
                error={fields.port_of_loading}
              />
              <Field
                label="Port of discharge"
                name="port_of_discharge"
                maxLength={80}
                defaultValue={details.port_of_discharge}
                error={fields.port_of_discharge}
              />
              <SelectField
                label="Transport"
                name="transport"
                options={TRANSPORT_OPTIONS}
                defaultValue={details.transport}
                error={fields.transport}
              />
            </div>
            <SubmitButton intent="export">Save the export details</SubmitButton>
          </Form>
        </details>
      ) : (
        <p className="text-slate-700">
          {details.editable
            ? 'Staff who confirm and ship orders can change these before the order ships.'
            : 'Printed on the order’s papers: they can no longer be changed.'}
        </p>
      )}
    </div>
  );
}

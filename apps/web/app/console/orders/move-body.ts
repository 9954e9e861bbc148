// What the order page's forms send to the API (docs/api.md, back office, "Orders"; CONTRACT-orders.md): each
// move's body with the `version` the page showed, or the fields a person must fix first.
/** The request body of each move, from the dialog's fields; missing inputs are named here. */
export function moveBody(
  intent: string,
  form: FormData,
): { body: Record<string, unknown>; fields: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const version = Number(form.get('version'));
  const fields: Record<string, string> = {};
  switch (intent) {
    case 'confirm': {
      const charge = text('shipping_charge');
      if (charge === '' || !/^\d+(\.\d{1,2})?$/.test(charge))
        fields.shipping_charge = 'Enter the shipping charge: 0 or more, at most 2 decimals.';
      const note = text('note');
      // A number in the order's currency, as the API answers amounts (CONTRACT-orders.md).
      return {
        body: { shipping_charge: Number(charge), ...(note ? { note } : {}), version },
        fields,
      };
    }
    case 'ship':
      if (!text('carrier')) fields.carrier = 'Enter the carrier.';
      if (!text('tracking_number')) fields.tracking_number = 'Enter the tracking number.';
      return {
        body: { carrier: text('carrier'), tracking_number: text('tracking_number'), version },
        fields,
      };
    case 'deliver':
      return { body: { version }, fields };
    case 'cancel':
      if (!text('reason')) fields.reason = 'Say why the order is cancelled.';
      return { body: { reason: text('reason'), version }, fields };
    case 'refunds_send':
      return { body: {}, fields };
    case 'note':
      if (!text('text')) fields.text = 'Write the note first.';
      return { body: { text: text('text') }, fields };
    default:
      return { body: {}, fields: { intent: 'Unknown action.' } };
  }
}

// One move of the order state machine behind a confirmation: a native <dialog> holding a <Form>
// with the move's inputs and the `version` the page was drawn from (a stale one gets 409).
import type { AmendmentPreview } from '@solestock/domain/back-office/order-amendment';
import { useEffect } from 'react';
import { Form, useNavigation } from 'react-router';
import { ConfirmDialog, ConfirmFooter, useConfirm } from '../shared/confirm-dialog';
import { Field, FormError } from '../shared/form-parts';
import type { OrderAction } from './order-actions';

export interface OrderActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  /** 409: the order moved on under us (or the move no longer applies); the page reloads it. */
  conflict?: boolean;
  /** The API's code: `stale_version` or `invalid_transition` on a 409. */
  code?: string | null;
  /** `amend_preview`: the server's pricing of the amendment form's lines, nothing saved. */
  preview?: AmendmentPreview;
}

const TITLES: Record<
  OrderAction,
  { button: string; title: string; submit: string; pending: string }
> = {
  confirm: {
    button: 'Confirm order',
    title: 'Confirm this order',
    submit: 'Confirm',
    pending: 'Confirming…',
  },
  ship: {
    button: 'Ship order',
    title: 'Ship this order',
    submit: 'Mark shipped',
    pending: 'Shipping…',
  },
  deliver: {
    button: 'Mark delivered',
    title: 'Mark this order delivered',
    submit: 'Mark delivered',
    pending: 'Saving…',
  },
  cancel: {
    button: 'Cancel order',
    title: 'Cancel this order',
    submit: 'Cancel order',
    pending: 'Cancelling…',
  },
};

function ActionInputs({
  action,
  currency,
  fields,
}: {
  action: OrderAction;
  currency: string;
  fields: Record<string, string>;
}) {
  switch (action) {
    case 'confirm':
      return (
        <>
          <Field
            label={`Shipping charge (${currency})`}
            name="shipping_charge"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            required
            error={fields.shipping_charge}
          />
          <Field label="Note to the buyer (optional)" name="note" error={fields.note} />
        </>
      );
    case 'ship':
      return (
        <>
          <Field label="Carrier" name="carrier" required error={fields.carrier} />
          <Field
            label="Tracking number"
            name="tracking_number"
            required
            error={fields.tracking_number}
          />
        </>
      );
    case 'cancel':
      return (
        <Field
          label="Reason"
          name="reason"
          required
          error={fields.reason}
          hint="The buyer reads this in the cancellation e-mail."
        />
      );
    default:
      return <p className="text-sm text-slate-700">The buyer will see the order as delivered.</p>;
  }
}

export function OrderActionDialog({
  action,
  version,
  currency,
  result,
}: {
  action: OrderAction;
  version: number;
  currency: string;
  result: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const mine = result?.intent === action ? result : undefined;
  const text = TITLES[action];
  const titleId = `dialog-${action}-title`;
  const confirm = useConfirm('move', action, titleId, action === 'cancel');
  const { dialog } = confirm;

  useEffect(() => {
    // Done or overtaken: close; a refused input keeps the dialog open with its errors.
    if (navigation.state === 'idle' && mine && (mine.ok || mine.conflict)) dialog.current?.close();
  }, [mine, navigation.state, dialog]);

  const form = (
    <Form method="post" className="space-y-4 p-5">
      <h2 id={titleId} className="text-lg font-bold">
        {text.title}
      </h2>
      <input type="hidden" name="version" value={version} />
      {mine && !mine.ok && !mine.conflict ? <FormError error={mine.error} /> : null}
      <ActionInputs action={action} currency={currency} fields={mine?.fields ?? {}} />
      <ConfirmFooter confirm={confirm} pendingLabel={text.pending}>
        {text.submit}
      </ConfirmFooter>
    </Form>
  );

  // Without JavaScript the button submits ?move=<action> and the page draws the form inline.
  return (
    <ConfirmDialog
      confirm={confirm}
      label={text.button}
      inlineClassName="w-full rounded border border-slate-300"
    >
      {form}
    </ConfirmDialog>
  );
}

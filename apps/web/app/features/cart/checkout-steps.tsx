// The three checkout steps of 001 §9 (cart, delivery, payment), the current one marked.
import { CHECKOUT_STEPS, type CheckoutStep } from '@solestock/domain';
import { useT, type MessageId } from '../../i18n/i18n';

const LABELS = {
  cart: 'checkout.step.cart',
  delivery: 'checkout.step.delivery',
  payment: 'checkout.step.payment',
} as const satisfies Record<CheckoutStep, MessageId>;

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useT();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps.label')} className="mb-6">
      <ol className="flex items-center gap-2 text-xs font-semibold tracking-wide uppercase sm:text-sm">
        {CHECKOUT_STEPS.map((step, i) => (
          <li key={step} className="flex items-center gap-2">
            <span
              aria-current={i === at ? 'step' : undefined}
              className={`flex items-center gap-1.5 ${i <= at ? 'text-brand-700' : 'text-slate-500'}`}
            >
              <span
                className={`flex h-6 w-6 items-center justify-center rounded-full text-xs ${
                  i <= at ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'
                }`}
              >
                {i + 1}
              </span>
              {t(LABELS[step])}
            </span>
            {i < CHECKOUT_STEPS.length - 1 ? (
              <span aria-hidden="true" className="h-px w-6 bg-slate-300 sm:w-12" />
            ) : null}
          </li>
        ))}
      </ol>
      <p className="sr-only">
        {t('checkout.steps.position', { at: at + 1, total: CHECKOUT_STEPS.length })}
      </p>
    </nav>
  );
}

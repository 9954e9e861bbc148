// /checkout/payment-method (001 §2, step 3 'PAYMENTS'): the totals and which processor pays.
import type { Route } from './+types/payment-method';
import { apiJson } from '../lib/api';
import { loadCheckout } from '../lib/checkout.server';
import { PaymentMethodScreen } from '../features/checkout/payment-method-screen';

export const meta: Route.MetaFunction = () => [
  { title: 'Payment | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [checkout, config] = await Promise.all([
    loadCheckout(request, context),
    apiJson<{ provider: string; publishable_key?: string }>(context.api, '/payments/config/').catch(
      () => ({ provider: 'unavailable', publishable_key: undefined }),
    ),
  ]);
  return { checkout, provider: config.provider, publishableKey: config.publishable_key };
}

export default function PaymentMethodRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentMethodScreen
      checkout={loaderData.checkout}
      provider={loaderData.provider}
      publishableKey={loaderData.publishableKey}
    />
  );
}

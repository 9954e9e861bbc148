// /checkout-summary (001 §2, step 2 'Delivery'): totals of the cart or of the ORDER NOW product.
import type { Route } from './+types/checkout-summary';
import { loadCheckout } from '../lib/checkout.server';
import { CheckoutSummaryScreen } from '../features/checkout/checkout-summary-screen';

export const meta: Route.MetaFunction = () => [
  { title: 'Delivery | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context, true);
}

export default function CheckoutSummaryRoute({ loaderData }: Route.ComponentProps) {
  return <CheckoutSummaryScreen checkout={loaderData} />;
}

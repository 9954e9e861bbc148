// /order-failure (001 §2).
import type { Route } from './+types/order-failure';
import { OrderFailureScreen } from '../features/checkout/order-result-screens';
import { checkoutMeta } from '../features/checkout/checkout-meta';
import { localeOfRequest } from '../i18n/page-redirect';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  checkoutMeta('checkout.title.failure', loaderData?.locale, matches);

/** The page's language, for its title. */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOfRequest(request) };
}

export default function OrderFailureRoute() {
  return <OrderFailureScreen />;
}

import type { Route } from './+types/get-confirm-email';
import { ConfirmEmailNotice } from '../features/account/confirm-email-notice';

export const meta: Route.MetaFunction = () => [{ title: 'Confirm your email | Solestock' }];

export default function GetConfirmEmailRoute() {
  return <ConfirmEmailNotice />;
}

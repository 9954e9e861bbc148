// /admin/account: the signed-in staff member's own profile and two-factor state.
import type { Route } from './+types/account';
import { consoleMeta } from '../../console/shared/console-meta';
import { useStaffMe } from '../../console/shared/use-staff-me';
import { AccountPage } from '../../console/account/account-page';

export const meta: Route.MetaFunction = () => consoleMeta('My account');

export default function AccountRoute() {
  return <AccountPage me={useStaffMe()} />;
}

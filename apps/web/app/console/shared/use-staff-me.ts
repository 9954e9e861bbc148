// The signed-in staff member, from the console layout's loader, for any console page.
import { useRouteLoaderData } from 'react-router';
import type { StaffMe } from './console-types';

export function useStaffMe(): StaffMe {
  const data = useRouteLoaderData('routes/admin/console-layout') as { me: StaffMe } | undefined;
  if (!data) throw new Error('useStaffMe outside the console layout');
  return data.me;
}

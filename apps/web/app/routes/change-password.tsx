// /change-password/{uid}/{token}, and the bare /change-password (an invalid link).
import type { Route } from './+types/change-password';
import { ChangePassword } from '../features/account/change-password';

export const meta: Route.MetaFunction = () => [
  { title: 'Change password | Solestock' },
  { name: 'robots', content: 'noindex' },
];

export default function ChangePasswordRoute({ params }: Route.ComponentProps) {
  const { uid, token } = params as { uid?: string; token?: string };
  return <ChangePassword key={`${uid}/${token}`} uid={uid} token={token} />;
}

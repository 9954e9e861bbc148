// Resend Confirmation / Resend Link (001 §7, §8): a toast either way.
import { apiJson, browserApi, serverMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

export async function resendVerification(email: string, from: string | null | undefined) {
  const query = from ? `?from_subdomain=${encodeURIComponent(from)}` : '';
  try {
    const body = await apiJson<{ message?: string }>(browserApi, `/resend-verification/${query}`, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    toast.success(body?.message ?? 'Verification link sent to your email');
  } catch (error) {
    toast.error(serverMessage(error) ?? 'Failed to send verification link');
  }
}

// Two-factor sign-in for staff (RFC 6238 TOTP, any authenticator app) through `otpauth`; the
// secret is kept encrypted with a key derived from SESSION_SECRET, so a database copy alone
// yields no codes, and it never appears in an answer after setup.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const ISSUER = 'Solestock back office';

function keyOf(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'solestock', 'staff-totp-secret', 32));
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function encryptTotpSecret(sessionSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

/** Null when the ciphertext cannot be read (e.g. SESSION_SECRET changed since setup). */
export function decryptTotpSecret(sessionSecret: string, stored: string): string | null {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(sessionSecret),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function totpOf(base32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });
}

/**
 * The 30-second step a code belongs to (one step either side of now is allowed for clock
 * drift), or null when the code is wrong. The caller refuses a step it has accepted before.
 */
export function totpStepOf(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * The step of `code` when it is current for the member's stored secret and later than the last
 * step they used (a code counts once); null otherwise, or when the secret cannot be read.
 */
export function freshTotpStep(
  sessionSecret: string,
  member: { totpSecret: string | null; totpLastStep: number | null },
  code: string,
): number | null {
  const secret = member.totpSecret && decryptTotpSecret(sessionSecret, member.totpSecret);
  const step = secret ? totpStepOf(secret, code) : null;
  return step === null || (member.totpLastStep !== null && step <= member.totpLastStep)
    ? null
    : step;
}

/** What an authenticator app needs: the otpauth:// URL and the same as a QR code (SVG). */
export async function totpEnrolment(base32: string, email: string) {
  const url = totpOf(base32, email).toString();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret: base32,
    otpauth_url: url,
    qr_svg: svg,
    qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** A six-digit code as typed: spaces allowed ("123 456"), nothing else. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

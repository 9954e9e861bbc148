// Password hashing with argon2id at the OWASP Password Storage Cheat Sheet's parameters
// (19 MiB memory, 2 iterations, 1 lane).
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the stand-in hash at start-up, so the first unknown address is not slower. */
export function prepareTimingGuard(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password: a constant for timing');
  return dummyHash;
}

/**
 * Spends the same time as a real check when no account has the address, so login's timing does
 * not tell known from unknown addresses.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(await prepareTimingGuard(), password);
  return false;
}

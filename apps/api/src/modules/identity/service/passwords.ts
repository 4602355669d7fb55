import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its defaults: 19 MiB, 2 passes, 1 lane, which
// is OWASP's recommended minimum and costs tens of milliseconds here.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a password nobody has, made once, so that checking a password for an unknown number or
// a customer without one costs the same as a real check (no timing tells which numbers exist).
let decoy: Promise<string> | undefined;

/** True when `password` matches `stored`; always costs one argon2 verification. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hash('decoy password that no customer has');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is not a valid hash never matches.
    return false;
  }
}

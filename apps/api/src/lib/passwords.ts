import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the email is unknown, so timing does not tell which was wrong.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('nivaas-timing-equaliser');
  return dummyHash;
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored encrypted with AES-256-GCM. The key is derived (HKDF-SHA256) from
 * SECOND_FACTOR_KEY when set, else from a random key the service generated into the database on
 * first use: set SECOND_FACTOR_KEY in production, so that a copy of the database alone does not
 * reveal the secrets. Changing the key makes stored secrets unreadable: staff enrol again.
 */
export function secondFactorKey(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'serenamente', 'admin-second-factor', 32));
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The plain text, or null when it was sealed with another key (or is damaged). */
export function open(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

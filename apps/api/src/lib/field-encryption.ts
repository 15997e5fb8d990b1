import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of one short field at rest (a refund account number): AES-256-GCM under a key derived from a
 * configured secret, written as one compact string `v1.<iv>.<tag>.<ciphertext>` (base64url parts). A read of the
 * database alone (a backup, a replica) yields no account number; the tag makes any change to the text, or the
 * wrong key, a refusal rather than garbage. The caller passes the key: nothing here reads the environment.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** A secret shorter than this is a typo or a placeholder, not a key (like AUTH_SECRET's minimum). */
const FIELD_SECRET_MIN_BYTES = 32;
/** The fields are short; a longer sealed text is not ours and is refused before decoding. */
const MAX_SEALED_CHARS = 4096;
const PART = /^[A-Za-z0-9_-]+$/;

/** The sealed text was changed, is not in our format, or was sealed under another key or context. */
export class FieldDecryptionError extends Error {
  constructor() {
    super('The field could not be decrypted');
    this.name = 'FieldDecryptionError';
  }
}

/**
 * A 32-byte key for one purpose from a configured secret (HKDF-SHA256): one secret can serve several fields
 * without one field's key opening another's (`fieldKey(secret, 'refund-account-number')`).
 */
export function fieldKey(secret: string | Buffer, purpose: string): Buffer {
  const material = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  if (material.length < FIELD_SECRET_MIN_BYTES)
    throw new Error(`The field-encryption secret must be at least ${FIELD_SECRET_MIN_BYTES} bytes`);
  if (!purpose) throw new Error('A field key needs a purpose');
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), `mall:field:${purpose}`, KEY_BYTES));
}

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`A field key is ${KEY_BYTES} bytes (see fieldKey)`);
}

/**
 * Seals `plain`. `context` (optional) is authenticated, not stored: pass the owner (`user:42`) and a sealed value
 * copied onto another member's row will not open there.
 */
export function encryptField(plain: string, key: Buffer, context = ''): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(`${VERSION}:${context}`, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Opens what `encryptField` sealed with the same key and context. While a key is being replaced, pass the new key
 * first and the old after it: the first that opens the text wins. Throws FieldDecryptionError otherwise.
 */
export function decryptField(sealed: string, keys: Buffer | readonly Buffer[], context = ''): string {
  const candidates = Buffer.isBuffer(keys) ? [keys] : keys;
  candidates.forEach(checkKey);
  if (typeof sealed !== 'string' || sealed.length > MAX_SEALED_CHARS) throw new FieldDecryptionError();
  const parts = sealed.split('.');
  const [version, ivText, tagText, bodyText] = parts;
  if (parts.length !== 4 || version !== VERSION || ![ivText, tagText].every((p) => p && PART.test(p)))
    throw new FieldDecryptionError();
  // An empty field seals to an empty body.
  if (bodyText === undefined || (bodyText !== '' && !PART.test(bodyText))) throw new FieldDecryptionError();
  const iv = Buffer.from(ivText ?? '', 'base64url');
  const tag = Buffer.from(tagText ?? '', 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldDecryptionError();
  const body = Buffer.from(bodyText, 'base64url');
  for (const key of candidates) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${VERSION}:${context}`, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      // Another key may open it.
    }
  }
  throw new FieldDecryptionError();
}

/** Seals and opens short secrets at rest under one purpose; a `context` (`user:42`) binds a value to its owner. */
export type SecretBox = {
  seal(plain: string, context?: string): string;
  open(sealed: string, context?: string): string;
};

/**
 * A box from configured secrets (the sealing one first, older ones still open what they sealed) for one purpose:
 * a staff TOTP secret does not open with a refund account's key; sealed with a `context` (`user:42`), a value
 * copied to another owner's row does not open either.
 */
export function secretBox(secrets: readonly string[], purpose: string): SecretBox {
  // Derived once: HKDF per seal would be work for nothing.
  const keys = secrets.map((secret) => fieldKey(secret, purpose));
  return {
    seal: (plain, context = '') => encryptField(plain, keys[0]!, context),
    open: (sealed, context = '') => decryptField(sealed, keys, context)
  };
}

const FILE_MAGIC = Buffer.from('MLF1', 'ascii');

/** Seals and opens whole files (private uploads): `MLF1 | iv | tag | ciphertext`, the same AES-256-GCM as fields. */
export type BytesBox = {
  seal(plain: Buffer, context?: string): Buffer;
  open(sealed: Buffer, context?: string): Buffer;
};

/** Like secretBox, for bytes: a file sealed for one owner (`return:7`) does not open as another's. */
export function bytesBox(secrets: readonly string[], purpose: string): BytesBox {
  const keys = secrets.map((secret) => fieldKey(secret, purpose));
  const aad = (context: string) => Buffer.from(`${FILE_MAGIC.toString('ascii')}:${context}`, 'utf8');
  return {
    seal(plain, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(aad(context));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([FILE_MAGIC, iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context = '') {
      const head = FILE_MAGIC.length;
      if (sealed.length < head + IV_BYTES + TAG_BYTES || !sealed.subarray(0, head).equals(FILE_MAGIC))
        throw new FieldDecryptionError();
      const iv = sealed.subarray(head, head + IV_BYTES);
      const tag = sealed.subarray(head + IV_BYTES, head + IV_BYTES + TAG_BYTES);
      const body = sealed.subarray(head + IV_BYTES + TAG_BYTES);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
          decipher.setAAD(aad(context));
          decipher.setAuthTag(tag);
          return Buffer.concat([decipher.update(body), decipher.final()]);
        } catch {
          // Another key may open it.
        }
      }
      throw new FieldDecryptionError();
    }
  };
}

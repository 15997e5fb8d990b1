import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BytesBox } from '../../lib/field-encryption.ts';

/** Names this store hands out: never a path a caller could steer outside its folder. */
const NAME = /^[a-f0-9]{32}\.bin$/;

/**
 * Private uploads (ARCHITECTURE §7): sealed at rest under `<MEDIA_DIR>/private/<folder>`, outside what the
 * static /media route serves, each bound to its owner's context so a file copied under another owner does not
 * open. Served only through routes that check who asks.
 */
export function createPrivateFiles(mediaDir: string, folder: string, box: BytesBox) {
  const root = path.join(mediaDir, 'private', folder);
  const where = (name: string) => {
    if (!NAME.test(name)) throw new Error('not a private file name');
    return path.join(root, name);
  };
  return {
    /** Seals and writes the bytes; answers the stored name. */
    async put(bytes: Buffer, context: string): Promise<string> {
      await fs.mkdir(root, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.bin`;
      await fs.writeFile(where(name), box.seal(bytes, context), { flag: 'wx' });
      return name;
    },
    async get(name: string, context: string): Promise<Buffer> {
      return box.open(await fs.readFile(where(name)), context);
    },
    /** Removes files whose record was never written (a request refused after its photos were stored). */
    async remove(names: readonly string[]): Promise<void> {
      await Promise.all(names.map((name) => fs.rm(where(name), { force: true })));
    }
  };
}

export type PrivateFiles = ReturnType<typeof createPrivateFiles>;

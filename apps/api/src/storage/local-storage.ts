import type { Dirent } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage } from './storage';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files on local disk under DATA_DIR/uploads, served by the API at /uploads/. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body, _contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) await writeFile(file, body);
      else await pipeline(body as Readable, createWriteStream(file));
    },
    async putFile(key, filePath, _contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(filePath, file);
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => rm(fileOf(k), { force: true })));
    },
    async removePrefix(prefix) {
      assertSafeKey(prefix);
      await rm(path.join(root, prefix), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        await access(fileOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async *list(prefix) {
      assertSafeKey(prefix);
      let found: Dirent[];
      try {
        found = await readdir(path.join(root, prefix), { withFileTypes: true, recursive: true });
      } catch {
        return;
      }
      for (const e of found) {
        if (!e.isFile()) continue;
        const file = path.join(e.parentPath, e.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        try {
          yield { key, modifiedAt: (await stat(file)).mtimeMs };
        } catch {
          // removed meanwhile
        }
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    urlFor: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    keyFromUrl: (url) => (url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : null),
  };
}

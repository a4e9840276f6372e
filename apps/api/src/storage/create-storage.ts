import type { TConfig } from '../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: TConfig): Storage {
  const s = config.storage;
  if (s.kind === 'local') return createLocalStorage(s.root);
  // config.ts refuses an S3 bucket without both keys, so these are present here.
  return createS3Storage({
    bucket: s.bucket,
    region: s.region,
    endpoint: s.endpoint,
    accessKeyId: s.accessKeyId ?? '',
    secretAccessKey: s.secretAccessKey ?? '',
    publicUrl: s.publicUrl,
  });
}

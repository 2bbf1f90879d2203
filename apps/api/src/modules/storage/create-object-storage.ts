import type { ObjectStorage } from './object-storage.js';
import { createLocalStorage, type LocalStorageConfig } from './local-storage.js';
import { createS3Storage, type S3StorageConfig } from './s3-storage.js';

/** AppConfig.storage: STORAGE_DRIVER and its settings (config/env.ts). */
export type StorageConfig = LocalStorageConfig | S3StorageConfig;

/**
 * The storage the config names: the local disk (default) or S3-compatible. `clock` is the
 * time links are signed with (and, for the local driver, checked against): tests pin it.
 */
export function createObjectStorage(config: StorageConfig, options: { clock?: () => Date } = {}): ObjectStorage {
  return config.driver === 's3' ? createS3Storage(config, options.clock) : createLocalStorage(config, options.clock);
}

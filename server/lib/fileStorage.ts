import type { ServerConfig } from '../config';
import { dataPaths } from './dataDir';
import { S3FileStorage } from './s3Storage';
import { LocalFileStorage, type FileStorage } from './storage';

/** The configured driver: the folder DATA_DIR/files by default, or an S3-compatible bucket (STORAGE_DRIVER=s3). */
export const createFileStorage = (config: Pick<ServerConfig, 'dataDir' | 'storage'>): FileStorage =>
  config.storage.driver === 's3' ? new S3FileStorage(config.storage) : new LocalFileStorage(dataPaths(config.dataDir).filesDir);

import type { AppConfig } from '../config';
import { createOutbound, type Outbound } from '../net/outbound';
import { createLocalStorage } from './local-storage';
import type { PictureStorage } from './picture-storage';
import { createS3Storage } from './s3-storage';

type StorageConfig = Pick<AppConfig, 'uploadsDir'> & Partial<Pick<AppConfig, 's3' | 'allowPrivateNetworks'>>;

/** The bucket when S3_BUCKET is set, else the uploads folder. */
export function openPictureStorage(config: StorageConfig, outbound: Outbound): Promise<PictureStorage> {
  return config.s3 ? createS3Storage(config.s3, outbound) : Promise.resolve(createLocalStorage(config.uploadsDir));
}

/** The same for a command outside the server (backup, restore, storage:migrate): with its own address policy, closed with it. */
export async function openStorageForScript(config: StorageConfig): Promise<PictureStorage> {
  const outbound = createOutbound({ allowPrivateNetworks: config.allowPrivateNetworks ?? false });
  const storage = await openPictureStorage(config, outbound);
  return {
    ...storage,
    close() {
      storage.close();
      void outbound.close();
    },
  };
}

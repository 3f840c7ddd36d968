// s3rver ships no types; only what tests/support/s3-server.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string; configs: string[] }[] });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

/** The part of s3rver's API the tests use; the package ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    readonly address?: string;
    readonly port?: number;
    readonly silent?: boolean;
    readonly directory?: string;
    readonly configureBuckets?: readonly { readonly name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// s3rver ships no types; these are the parts the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the `configureBuckets` buckets in the store folder. */
    configureBuckets(): Promise<void>;
    /** The request handler (Koa's), to mount on a server of one's own. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}

/** s3rver 3.x (a dev dependency, tests/helpers/s3_server.ts) ships no types: the part the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      directory: string
      silent?: boolean
      resetOnClose?: boolean
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
    })
    run(): Promise<{ address: string; port: number }>
    /** Creates the buckets of `configureBuckets` (run() does it before listening). */
    configureBuckets(): Promise<void>
    /** The Koa request handler (S3rver is a Koa application). */
    callback(): import('node:http').RequestListener
    close(): Promise<void>
  }
}

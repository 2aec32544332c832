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
    close(): Promise<void>
  }
}

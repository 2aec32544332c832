import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first
 * recommendation: m=19 MiB, t=2, p=1.
 */
const hashConfig = defineConfig({
  default: 'argon',
  list: {
    argon: drivers.argon2({
      variant: 'id',
      iterations: 2,
      memory: 19456,
      parallelism: 1,
      saltSize: 16,
      hashLength: 32,
    }),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}

import type { Data } from '~generated/data'

/**
 * The server's shared props and flash messages, as the Inertia middleware
 * declares them (generated types): `usePage().props` and `usePage().flash`
 * are typed without a cast on any page.
 */
declare module '@inertiajs/core' {
  export interface InertiaConfig {
    sharedPageProps: Data.SharedProps
    flashDataType: Data.FlashMessages
  }
}

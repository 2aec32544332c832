import { defineConfig } from '@adonisjs/auth'
import { sessionGuard } from '@adonisjs/auth/session'
import { tokensGuard } from '@adonisjs/auth/access_tokens'
import {
  LiveSessionUserProvider,
  LiveTokensUserProvider,
} from '#services/accounts/live_user_providers'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'

/**
 * `web` is the browser's session guard (Inertia pages, CSRF protected);
 * `api` is Bearer access tokens for /api clients (mobile, partners, CLI).
 * Both providers see only live users: an admin's delete (issue 16) ends every session and token.
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      provider: new LiveSessionUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    api: tokensGuard({
      provider: new LiveTokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}

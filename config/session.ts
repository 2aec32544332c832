import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { failClosed, readsOnPrimary } from '#services/accounts/fail_closed_session_store'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'dh_session',

  /**
   * When set to true, the session id cookie will be deleted
   * once the user closes the browser.
   */
  clearWithBrowser: false,

  /**
   * Define how long to keep the session data alive without
   * any activity. 48 hours: the sign-in cookie's life stated by 001 §2 and the Cookie Policy.
   */
  age: '48h',

  /**
   * Configuration for session cookie and the
   * cookie store
   */
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },

  /**
   * Where session data lives (SESSION_DRIVER). `database` (the default) keeps
   * it on the server, in the `sessions` table of the app's database: the
   * cookie carries only the session id, and ending a session removes it.
   * With read replicas (DB_READ_HOSTS) it is still read from the primary.
   * `memory` is for tests (the Japa session client reads and writes it).
   * `cookie` (the data itself, encrypted, in the cookie) remains for a
   * throwaway local run only. `redis` keeps sessions in Redis (config/redis.ts),
   * shared by every app instance that points at the same server; while Redis
   * is down, visitors are served signed out (FailClosedStore). Whatever the
   * store, a session names its user with the user's session generation
   * (app/services/accounts/live_user_providers.ts), so "sign out everywhere"
   * and the other events of issue 24 end sessions kept anywhere.
   */
  store: env.get('SESSION_DRIVER'),

  stores: {
    database: readsOnPrimary(stores.database({ tableName: 'sessions', gcProbability: 2 })),
    cookie: stores.cookie(),
    redis: failClosed(stores.redis({ connection: 'main' })),
  },
})

export default sessionConfig

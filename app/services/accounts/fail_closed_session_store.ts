import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import { onPrimary } from '#services/db/read_routing'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
} from '@adonisjs/session/types'

type OnError = (operation: 'read' | 'write' | 'touch', error: unknown) => void

/**
 * A session store on another server (Redis) that fails closed: while it does
 * not answer, a request reads no session (the visitor is signed out and may
 * sign in again once it is back) instead of failing, and a write is dropped.
 * Pages that need no session keep working through the outage. Ending a
 * session is not softened: a sign-out that could not remove the session
 * fails visibly, so it is never reported done while the session lives on.
 */
export class FailClosedStore implements SessionStoreContract {
  constructor(
    private inner: SessionStoreContract,
    private onError: OnError
  ) {}

  async read(sessionId: string): Promise<SessionData | null> {
    try {
      return await this.inner.read(sessionId)
    } catch (error) {
      this.onError('read', error)
      return null
    }
  }

  async write(sessionId: string, data: SessionData) {
    try {
      await this.inner.write(sessionId, data)
    } catch (error) {
      this.onError('write', error)
    }
  }

  async touch(sessionId: string) {
    try {
      await this.inner.touch(sessionId)
    } catch (error) {
      this.onError('touch', error)
    }
  }

  async destroy(sessionId: string) {
    await this.inner.destroy(sessionId)
  }
}

/** Wraps a session store's config provider (config/session.ts) in FailClosedStore. */
export function failClosed(
  provider: ConfigProvider<SessionStoreFactory>
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const factory = await provider.resolver(app)
    const logger = await app.container.make('logger')
    return (ctx, sessionConfig) =>
      new FailClosedStore(factory(ctx, sessionConfig), (operation, error) =>
        logger.warn({ err: error }, `session store ${operation} failed: served without a session`)
      )
  })
}

/**
 * A session store (the `database` one) whose reads go to the primary even
 * with read replicas (DB_READ_HOSTS): the request after a sign-in must find
 * the session the sign-in wrote, however far a replica is behind.
 */
export function readsOnPrimary(
  provider: ConfigProvider<SessionStoreFactory>
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const factory = await provider.resolver(app)
    return (ctx, sessionConfig) => {
      const store = factory(ctx, sessionConfig)
      return {
        read: (sessionId) => onPrimary(() => store.read(sessionId)),
        write: (sessionId, data) => store.write(sessionId, data),
        touch: (sessionId) => store.touch(sessionId),
        destroy: (sessionId) => store.destroy(sessionId),
      }
    }
  })
}

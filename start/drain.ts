/*
|--------------------------------------------------------------------------
| Graceful shutdown (issue 29)
|--------------------------------------------------------------------------
|
| On SIGTERM the server stops accepting connections, answers every request
| already received (each with `Connection: close`, so a load balancer's
| keep-alive connection ends after it instead of feeding the instance new
| requests), stops its jobs, then closes the database pool and exits. Requests
| still running after SHUTDOWN_TIMEOUT_MS have their connections closed.
|
*/
import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'

export const drainState = { draining: false }

export async function drainAndTerminate(app: ApplicationService) {
  if (drainState.draining) return
  const timeoutMs = env.get('SHUTDOWN_TIMEOUT_MS')
  drainState.draining = true
  const logger = await app.container.make('logger')
  const server = await app.container.make('server')
  const nodeServer = server.getNodeServer()
  logger.info('SIGTERM: draining requests in flight (at most %d ms)', timeoutMs)
  nodeServer?.closeIdleConnections()
  const deadline = setTimeout(() => {
    logger.warn('shutdown timeout: closing the connections still open')
    nodeServer?.closeAllConnections()
  }, timeoutMs)
  deadline.unref()
  await app.terminate()
  clearTimeout(deadline)
  logger.info('stopped')
  // Whatever handle a library left open must not keep a stopped server alive.
  setTimeout(() => process.exit(), 1000).unref()
}

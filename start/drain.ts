/*
|--------------------------------------------------------------------------
| Graceful shutdown (issue 29)
|--------------------------------------------------------------------------
|
| On SIGTERM the server stops accepting connections, answers every request
| already received (each with `Connection: close`, so a load balancer's
| keep-alive connection ends after it instead of feeding the instance new
| requests), keeps idle keep-alive connections open a few seconds (a request on
| one is still answered, with `Connection: close`), stops its jobs, then closes
| the database pool and exits. Requests still running after
| SHUTDOWN_TIMEOUT_MS have their connections closed.
|
*/
import type { ApplicationService } from '@adonisjs/core/types'
import type { Server } from '@adonisjs/core/http'
import env from '#start/env'

type NodeServer = NonNullable<ReturnType<Server['getNodeServer']>>

export const drainState = { draining: false }

/**
 * How long kept-alive connections that are idle at SIGTERM stay open. Closing
 * them at once (what Node's server.close() does) races a proxy that has just
 * written a request on one: nginx gets "connection reset by peer" and answers
 * a POST with 502 (a GET it sends to another instance). During the grace a
 * request on such a connection is answered with `Connection: close`, and the
 * proxy closes the idle ones itself: its idle timeout is shorter
 * (deploy/nginx/dreamhomes.conf: keepalive_timeout 2s). Then the rest close.
 */
export const IDLE_CONNECTION_GRACE_MS = 3000

function keepIdleConnectionsForAWhile(nodeServer: NodeServer | undefined) {
  if (!nodeServer) return
  const closeIdle = nodeServer.closeIdleConnections.bind(nodeServer)
  nodeServer.closeIdleConnections = () => {}
  setTimeout(() => {
    nodeServer.closeIdleConnections = closeIdle
    closeIdle()
  }, IDLE_CONNECTION_GRACE_MS).unref()
}

export async function drainAndTerminate(app: ApplicationService) {
  if (drainState.draining) return
  const timeoutMs = env.get('SHUTDOWN_TIMEOUT_MS')
  drainState.draining = true
  const logger = await app.container.make('logger')
  const server = await app.container.make('server')
  const nodeServer = server.getNodeServer()
  logger.info('SIGTERM: draining requests in flight (at most %d ms)', timeoutMs)
  keepIdleConnectionsForAWhile(nodeServer)
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

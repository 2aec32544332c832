import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '#tests/helpers/fresh_checkout'

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export type RedisServer = Awaited<ReturnType<typeof startRedis>>

/** Whether something answers PONG on the port. */
function pong(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.setTimeout(500, () => socket.destroy())
    socket.on('error', () => resolve(false))
    socket.on('close', () => resolve(false))
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'))
      socket.destroy()
    })
    socket.on('connect', () => socket.write('PING\r\n'))
  })
}

/**
 * A throwaway redis-server for the tests of issue 29 (never the shared one):
 * its own free port and folder, its data in an append-only file there, so it
 * can be stopped and started again on the same port with what it held.
 */
export async function startRedis() {
  const dir = await mkdtemp(join(tmpdir(), 'dreamhomes-redis-'))
  const port = Number(await freePort())
  let child: ChildProcess | undefined
  let log = ''

  const server = {
    host: '127.0.0.1',
    port,
    get log() {
      return log
    },

    async start() {
      log = ''
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir]
      args.push('--save', '', '--appendonly', 'yes', '--appendfsync', 'always')
      child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout!.on('data', (chunk) => (log += chunk))
      child.stderr!.on('data', (chunk) => (log += chunk))
      const deadline = Date.now() + 10_000
      while (!(await pong(port))) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`redis-server did not start:\n${log}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },

    /** Stops it (SIGTERM) and waits for the process to end. */
    async stop() {
      const running = child
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill('SIGTERM')
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },

    async remove() {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }

  try {
    await server.start()
  } catch (error) {
    await server.remove()
    throw error
  }
  return server
}

/**
 * A throwaway redis-server and what `start` starts on it (app instances, given the server's
 * address as REDIS_HOST and REDIS_PORT); the server is removed when `start` fails.
 */
export async function startOnRedis<T>(
  start: (env: { REDIS_HOST: string; REDIS_PORT: string }) => Promise<T>
): Promise<{ redis: RedisServer; started: T }> {
  const redis = await startRedis()
  try {
    return {
      redis,
      started: await start({ REDIS_HOST: redis.host, REDIS_PORT: String(redis.port) }),
    }
  } catch (error) {
    await redis.remove()
    throw error
  }
}

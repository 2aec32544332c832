#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| Several server processes on one port (Node's cluster module)
|--------------------------------------------------------------------------
|
|   WEB_PROCESSES=2 node bin/cluster.js
|
| Forks WEB_PROCESSES workers (default: one per core) that each run bin/start.js;
| the primary hands incoming connections to them in turn. A worker that dies
| is replaced; SIGTERM is passed on to every worker, each drains its requests
| (start/drain.ts) and the primary exits when the last one has. bench:load
| runs it to measure what several processes buy (docs/benchmarks.md).
|
*/
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

if (cluster.isPrimary) {
  const count = Number(process.env.WEB_PROCESSES ?? availableParallelism())
  let stopping = false
  for (let i = 0; i < count; i++) cluster.fork()
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`worker ${worker.process.pid} exited (${code}); starting another`)
      cluster.fork()
    } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    })
  }
} else {
  await import('./start.js')
}

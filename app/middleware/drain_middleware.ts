/// <reference path="../../types/on_headers.d.ts" />
import onHeaders from 'on-headers'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { drainState } from '#start/drain'

/**
 * While the server drains (start/drain.ts), every answer closes its
 * connection: decided when the headers are written, so a request that was
 * already running when SIGTERM came closes its keep-alive connection too.
 */
export default class DrainMiddleware {
  handle({ response }: HttpContext, next: NextFn) {
    onHeaders(response.response, function () {
      if (drainState.draining) this.setHeader('Connection', 'close')
    })
    return next()
  }
}

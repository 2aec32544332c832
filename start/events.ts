/*
|--------------------------------------------------------------------------
| Event listeners
|--------------------------------------------------------------------------
|
| A queued mail (password reset, new lead) is sent after the request
| answered; one that could not be sent is logged here, never a failed request.
|
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'

emitter.on('queued:mail:error', ({ error, mailerName }) => {
  logger.error({ err: error, mailer: mailerName }, 'a queued mail could not be sent')
})

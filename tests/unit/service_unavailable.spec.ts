import { test } from '@japa/runner'
import { isServiceUnavailable } from '#services/health/unavailable'

const withCode = (message: string, extra: Record<string, unknown>) =>
  Object.assign(new Error(message), extra)

test.group('Errors that mean a part is down (issue 29)', () => {
  test('the database or Redis out of reach', ({ assert }) => {
    const down = [
      withCode('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED' }),
      withCode('Connection lost: The server closed the connection.', {
        code: 'PROTOCOL_CONNECTION_LOST',
        fatal: true,
      }),
      withCode('Server shutdown in progress', { code: 'ER_SERVER_SHUTDOWN', errno: 1053 }),
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
        name: 'KnexTimeoutError',
      }),
      new Error("Can't add new command when connection is in closed state"),
      new Error("Stream isn't writeable and enableOfflineQueue options is false"),
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ]
    for (const error of down) assert.isTrue(isServiceUnavailable(error), error.message)
  })

  test('a query’s own failure stays what it is', ({ assert }) => {
    const own = [
      withCode("Duplicate entry 'a' for key 'users_email_unique'", { code: 'ER_DUP_ENTRY' }),
      withCode('Deadlock found when trying to get lock', { code: 'ER_LOCK_DEADLOCK' }),
      withCode('SQLITE_BUSY: database is locked', { code: 'SQLITE_BUSY' }),
      new Error('Something else'),
      'not an error',
    ]
    for (const error of own) assert.isFalse(isServiceUnavailable(error), String(error))
  })
})

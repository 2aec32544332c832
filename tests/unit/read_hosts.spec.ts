import { test } from '@japa/runner'
import { parseReadHosts } from '#services/db/read_routing'

test.group('DB_READ_HOSTS (issue 29)', () => {
  test('host[:port] entries, the default port unless given', ({ assert }) => {
    assert.deepEqual(parseReadHosts(' 10.0.0.12, replica-2:3307 ,[::1]:3308,', 3306), [
      { host: '10.0.0.12', port: 3306 },
      { host: 'replica-2', port: 3307 },
      { host: '::1', port: 3308 },
    ])
    assert.deepEqual(parseReadHosts(undefined, 3306), [])
    assert.deepEqual(parseReadHosts('', 3306), [])
  })

  test('an entry that is not host[:port] is refused, naming it', ({ assert }) => {
    assert.throws(() => parseReadHosts('a:b:c', 3306), 'DB_READ_HOSTS: "a:b:c" is not host[:port]')
    assert.throws(() => parseReadHosts('replica:port', 3306), /"replica:port"/)
  })
})

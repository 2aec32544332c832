import type { ApiClient } from '@japa/api-client'
import type { FakeProviders } from '#tests/helpers/fake_providers'
import { example } from '#tests/helpers/conformance/contract'
import type { Call } from '#tests/helpers/conformance/send'
import type { Actor, World } from '#tests/helpers/conformance/world'

/** What a valid case sends, and the success it must get. */
export type ValidCall = Call & { status: number }
export type Context = { client: ApiClient; world: World; fake: FakeProviders }
export type ValidCase = (context: Context) => ValidCall | Promise<ValidCall>

/** The world's rows that have an id. */
type Row = { [K in keyof World]: World[K] extends { id: number } ? K : never }[keyof World]

/**
 * A call on one of the world's rows, `{id}` in the path: `on('owner', 'draft', 200)`;
 * `withExample` sends the operation's example body.
 */
export function on(actor: Actor, row: Row, status: number, withExample?: string): ValidCase {
  return ({ world }) => ({
    actor,
    params: { id: world[row].id },
    ...(withExample ? { body: example(withExample) } : {}),
    status,
  })
}

import { loginValidator, registerValidator, changePasswordValidator } from '#validators/auth'
import { createTokenValidator } from '#validators/access_tokens'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/password_reset'
import { coordinatesValidator } from '#validators/locations'
import { bool, object, ref, str, anyValue } from '#transformers/schemas/json_schema'
import { detailBody, listOf, type OperationTable } from '#services/openapi/operation'

const session = ref('AuthSession')
const outside = object({ success: bool, message: str })
const coordinates = { latitude: 17.385, longitude: 78.4867 }

/** /api/auth and /api/locations (000 §7). */
export const accountOperations: OperationTable = {
  'api.auth.register': {
    tag: 'Auth',
    summary: 'Create an account and its first token',
    security: 'public',
    body: registerValidator,
    example: {
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '9876543210',
      password: 'correct horse 42',
    },
    ok: { 201: session },
    errors: [429],
  },
  'api.auth.login': {
    tag: 'Auth',
    summary: 'Sign in: a Bearer token valid 30 days',
    security: 'public',
    body: loginValidator,
    example: { email: 'priya@example.in', password: 'correct horse 42' },
    ok: { 200: session },
    errors: [401, 429],
  },
  'api.auth.forgot_password': {
    tag: 'Auth',
    summary: 'Send a password reset link (202 whether or not the account exists)',
    security: 'public',
    body: forgotPasswordValidator,
    example: { email: 'priya@example.in' },
    ok: { 202: detailBody },
    errors: [429],
  },
  'api.auth.reset_password': {
    tag: 'Auth',
    summary: 'Set a new password with the token of a reset link',
    security: 'public',
    body: resetPasswordValidator,
    example: { token: '3f9c2b…', password: 'battery staple 7' },
    ok: { 200: detailBody },
    errors: [429],
  },
  'api.auth.me': {
    tag: 'Auth',
    summary: 'The signed-in user',
    security: 'bearer',
    ok: { 200: ref('User') },
  },
  'api.auth.logout': {
    tag: 'Auth',
    summary: 'Revoke the token used',
    security: 'bearer',
    ok: { 204: null },
  },
  'api.auth.logout_all': {
    tag: 'Auth',
    summary: 'Sign out everywhere: every token and web session',
    security: 'bearer',
    ok: { 204: null },
  },
  'api.auth.tokens.index': {
    tag: 'Auth',
    summary: "The account's tokens",
    security: 'bearer',
    ok: { 200: listOf(ref('AccessToken')) },
  },
  'api.auth.tokens.store': {
    tag: 'Auth',
    summary: 'Create a personal access token (its secret is shown only in this answer)',
    description:
      'Abilities: read, listings, import, admin (admins only). A token asking may grant only ' +
      'abilities it holds itself (403 naming the one refused). Without expires_in_days it never expires.',
    security: 'bearer',
    body: createTokenValidator,
    example: { name: 'CI import', abilities: ['read', 'import'], expires_in_days: 90 },
    ok: { 201: ref('CreatedAccessToken') },
    errors: [403, 429],
  },
  'api.auth.tokens.destroy': {
    tag: 'Auth',
    summary: 'Revoke one of your tokens',
    security: 'bearer',
    ok: { 204: null },
    errors: [404],
  },
  'api.auth.password': {
    tag: 'Auth',
    summary: 'Change the password (revokes the other tokens)',
    security: 'bearer',
    body: changePasswordValidator,
    example: { current_password: 'correct horse 42', password: 'battery staple 7' },
    ok: { 204: null },
    errors: [429],
  },
  'api.locations.hierarchy': {
    tag: 'Places',
    summary: 'Country → state → district → city → areas',
    security: 'public',
    ok: { 200: { type: 'object', additionalProperties: anyValue } },
  },
  'api.locations.reverse_geocode_detailed': {
    tag: 'Places',
    summary: 'The nearest known place to a point, with the address details',
    security: 'public',
    body: coordinatesValidator,
    example: coordinates,
    ok: { 200: { oneOf: [ref('ReverseGeocodeDetailed'), outside] } },
    errors: [429],
  },
  'api.locations.reverse_geocode': {
    tag: 'Places',
    summary: 'The nearest known place to a point',
    security: 'public',
    body: coordinatesValidator,
    example: coordinates,
    ok: { 200: { oneOf: [object({ success: bool, data: ref('DetectedLocation') }), outside] } },
    errors: [429],
  },
  'api.locations.detect_and_save': {
    tag: 'Places',
    summary: "Detect the place and remember it as a signed-in caller's home",
    security: 'optionalBearer',
    body: coordinatesValidator,
    example: coordinates,
    ok: {
      200: {
        oneOf: [object({ success: bool, data: ref('DetectedLocation'), saved: bool }), outside],
      },
    },
    errors: [429],
  },
}

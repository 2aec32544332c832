/** What an /api access token looks like and where it is kept: `dh_<id>.<secret>`, one row each. */
export const ACCESS_TOKEN_PREFIX = 'dh_'
export const ACCESS_TOKEN_TABLE = 'auth_access_tokens'

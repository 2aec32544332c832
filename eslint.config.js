import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/**
 * The AdonisJS team's rules for the server and the pages (React hooks
 * included); Prettier (@adonisjs/prettier-config, package.json) formats.
 */
export default configApp(...react)

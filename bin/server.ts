/*
|--------------------------------------------------------------------------
| HTTP server entry point
|--------------------------------------------------------------------------
|
| `node ace serve` runs this file in development; `npm start` runs its
| compiled copy from the production build.
|
*/
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })

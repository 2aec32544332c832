/*
|--------------------------------------------------------------------------
| Ace entry point
|--------------------------------------------------------------------------
|
| Runs Ace commands. TypeScript sources are executed just in time by
| @poppinss/ts-exec, so no build step is needed in development.
|
*/
import '@poppinss/ts-exec'

await import('./bin/console.js')

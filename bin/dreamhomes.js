#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| dreamhomes: the command-line client of a running server's /api (issue 30)
|--------------------------------------------------------------------------
|
| node bin/dreamhomes.js --help, or `dreamhomes` once installed (npm install -g
| from the checkout, or npx). Plain JavaScript, no build step: it only talks
| HTTP to the server, and reads routes and shapes from its OpenAPI document.
| docs/cli.md has the commands and the exit codes.
|
*/
import { run } from './dreamhomes/program.js'

process.exitCode = await run(process.argv)

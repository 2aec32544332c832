/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
|
| One file per area: browser pages (web) and the JSON API for external
| clients (api).
|
*/
import './routes/web.js'
import './routes/api.js'

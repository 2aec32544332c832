/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
|
| One file per area: browser pages (web), the JSON API for external
| clients (api) and its admin calls (api_admin).
|
*/
import './routes/web.js'
import './routes/api.js'
import './routes/api_admin.js'

/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
|
| Every setting comes from the process environment; a .env file is optional
| and only fills in what the environment does not set. Every variable the
| README lists with a default has it here, so the app boots with APP_KEY
| alone; only APP_KEY and the providers' secrets are ever required.
|
*/
import { Env } from '@adonisjs/core/env'

/** A variable's validator that sees `fallback` when the variable is unset (an empty value stays empty). */
function withDefault<T>(validate: (key: string, value?: string) => T, fallback: string) {
  return (key: string, value?: string): T => validate(key, value === undefined ? fallback : value)
}

/** Any string, the empty one included (Env.schema.string treats empty as missing). */
const anyString = (_key: string, value?: string): string => value ?? ''

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: withDefault(
    Env.schema.enum(['development', 'production', 'test'] as const),
    'development'
  ),
  PORT: withDefault(Env.schema.number(), '3333'),
  /** All interfaces unless told otherwise: the framework's own default, as it reads HOST itself. */
  HOST: withDefault(Env.schema.string({ format: 'host' }), '0.0.0.0'),
  LOG_LEVEL: withDefault(Env.schema.string(), 'info'),
  APP_KEY: Env.schema.secret(),
  /** Unset: http://localhost:PORT (app/services/site/site_hosts.ts), so a test or second server on another port is its own origin. */
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  /** URLs per sitemap file (config/seo.ts); at most 50,000. */
  SITEMAP_PAGE_SIZE: Env.schema.number.optional(),
  TRUSTED_PROXIES: withDefault(Env.schema.string(), 'loopback'),
  /** On SIGTERM, how long requests in flight may run before their connections are closed (start/drain.ts). */
  SHUTDOWN_TIMEOUT_MS: withDefault(Env.schema.number(), '15000'),
  /** Requests one process works on at once; past it, 503 at once (app/middleware/load_shed_middleware.ts). 0: no limit. */
  MAX_REQUESTS_IN_FLIGHT: withDefault(Env.schema.number(), '64'),

  /*
  |----------------------------------------------------------
  | Variables for configuring session package
  |----------------------------------------------------------
  */
  SESSION_DRIVER: withDefault(
    Env.schema.enum(['database', 'redis', 'cookie', 'memory'] as const),
    'database'
  ),

  /*
  |----------------------------------------------------------
  | Redis (config/redis.ts): shared sessions, rate limits and health checks of
  | several app instances. Unset: nothing uses Redis (the embedded defaults).
  |----------------------------------------------------------
  */
  REDIS_HOST: Env.schema.string.optional({ format: 'host' }),
  REDIS_PORT: withDefault(Env.schema.number(), '6379'),
  REDIS_PASSWORD: Env.schema.secret.optional(),
  /** The Redis database number (another app or a test run on the same Redis takes another). */
  REDIS_DB: withDefault(Env.schema.number(), '0'),

  /*
  |----------------------------------------------------------
  | Locks (config/lock.ts) and the shared cache (config/cache.ts), issue 29
  |----------------------------------------------------------
  */
  LOCK_STORE: withDefault(Env.schema.enum(['database', 'redis', 'memory'] as const), 'database'),
  CACHE_STORE: withDefault(Env.schema.enum(['memory', 'redis'] as const), 'memory'),

  /*
  |----------------------------------------------------------
  | Job queue (config/queue.ts, issue 29): `database` runs the jobs in the
  | web process; `redis` puts them on BullMQ for `node ace queue:work`.
  |----------------------------------------------------------
  */
  QUEUE_DRIVER: withDefault(Env.schema.enum(['database', 'redis'] as const), 'database'),
  /** Jobs one `node ace queue:work` runs at once, per queue (imports, alerts, mail). */
  QUEUE_CONCURRENCY: withDefault(Env.schema.number(), '2'),
  /** Prefix of the queue's Redis keys (several apps, or test runs, on one Redis). */
  QUEUE_PREFIX: withDefault(Env.schema.string(), 'dh-queue'),

  /*
  |----------------------------------------------------------
  | Outgoing mail (config/mail.ts): SMTP when SMTP_HOST is set, else files
  |----------------------------------------------------------
  */
  SMTP_HOST: Env.schema.string.optional({ format: 'host' }),
  SMTP_PORT: withDefault(Env.schema.number(), '587'),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_FROM: withDefault(Env.schema.string(), 'DreamHomes <no-reply@dreamhomes.in>'),
  MAIL_FILE_DIR: withDefault(Env.schema.string(), 'tmp/mail'),

  /*
  |----------------------------------------------------------
  | Variables for configuring the limiter package
  |----------------------------------------------------------
  */
  LIMITER_STORE: withDefault(Env.schema.enum(['database', 'redis', 'memory'] as const), 'database'),

  /** Chat assistant driver (app/services/assistant/drivers.ts): `rules` reads questions with rules and the site's data. */
  ASSISTANT_DRIVER: withDefault(Env.schema.enum(['rules'] as const), 'rules'),

  /*
  |----------------------------------------------------------
  | Database: SQLite (embedded default) or MySQL
  |----------------------------------------------------------
  */
  DB_CONNECTION: withDefault(Env.schema.enum(['sqlite', 'mysql'] as const), 'sqlite'),
  SQLITE_PATH: withDefault(Env.schema.string(), 'tmp/db.sqlite3'),
  DB_HOST: withDefault(Env.schema.string({ format: 'host' }), '127.0.0.1'),
  DB_PORT: withDefault(Env.schema.number(), '3306'),
  DB_USER: withDefault(Env.schema.string(), 'root'),
  DB_PASSWORD: withDefault(anyString, ''),
  DB_DATABASE: withDefault(Env.schema.string(), 'dreamhomes'),
  DB_POOL_MAX: withDefault(Env.schema.number(), '10'),
  /** How long a query waits for a connection of a full pool before its request answers 503 (config/database.ts). */
  DB_ACQUIRE_TIMEOUT_MS: withDefault(Env.schema.number(), '5000'),
  /** Read replicas of the MySQL primary, comma-separated host[:port] (config/database.ts); unset: every query on DB_HOST. */
  DB_READ_HOSTS: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Country, language and money
  |----------------------------------------------------------
  */
  COUNTRY_DOMAINS: withDefault(
    Env.schema.string(),
    'dreamhomes.in=IN,www.dreamhomes.in=IN,dreamhomes.com=US,www.dreamhomes.com=US'
  ),
  COUNTRY_FALLBACK_HOSTS: withDefault(
    Env.schema.string(),
    'localhost,127.0.0.1,*.preview.dreamhomes.dev'
  ),
  CDN_COUNTRY_HEADER: withDefault(Env.schema.string.optional(), 'cf-ipcountry'),
  CURRENCY_RATES_URL: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Uploaded images (Drive): local disk by default, or any S3-compatible store
  |----------------------------------------------------------
  */
  DRIVE_DISK: withDefault(Env.schema.enum(['fs', 's3'] as const), 'fs'),
  DRIVE_ROOT: withDefault(Env.schema.string(), 'storage/media'),
  /** How long POST /bulk-upload/process waits for an import to end before answering 202 (the tests wait for the end). */
  BULK_PROCESS_WAIT_MS: withDefault(Env.schema.number(), '5000'),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_PUBLIC_URL: Env.schema.string.optional(),
  /** Port of Vite's HMR websocket in development (CSP connect-src); Vite's own default. */
  VITE_HMR_PORT: withDefault(Env.schema.number(), '24678'),
  /** Other hosts (comma separated) whose https image addresses a listing may use; our own storage is always allowed. */
  IMAGE_URL_HOSTS: Env.schema.string.optional(),

  /** Yearly home-loan rates in percent that the EMI calculator and affordability tool start from (config/loans.ts). */
  LOAN_RATE_INR: withDefault(Env.schema.number(), '8.5'),
  LOAN_RATE_USD: withDefault(Env.schema.number(), '6.5'),

  /** Contact Us (config/contact.ts): support e-mail, optional phone and WhatsApp, offices as JSON [{city, address, phone?}]. */
  CONTACT_EMAIL: withDefault(Env.schema.string(), 'support@dreamhomes.example'),
  CONTACT_PHONE: Env.schema.string.optional(),
  CONTACT_WHATSAPP: Env.schema.string.optional(),
  CONTACT_OFFICES: Env.schema.string.optional(),

  /*
  |----------------------------------------------------------
  | Payments: Razorpay (India), Stripe (US), demo gateway
  |----------------------------------------------------------
  */
  RAZORPAY_KEY_ID: Env.schema.string.optional(),
  RAZORPAY_KEY_SECRET: Env.schema.string.optional(),
  RAZORPAY_WEBHOOK_SECRET: Env.schema.string.optional(),
  RAZORPAY_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  STRIPE_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  PAYMENTS_DEMO: withDefault(Env.schema.enum(['auto', 'on', 'off'] as const), 'auto'),
})

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { can, signedIn } from '#start/routes/api_access'

const AuthController = () => import('#controllers/api/auth_controller')
const AccessTokensController = () => import('#controllers/api/access_tokens_controller')
const PasswordResetsController = () => import('#controllers/api/password_resets_controller')
const LocationsController = () => import('#controllers/api/locations_controller')
const PropertiesController = () => import('#controllers/api/properties_controller')
const FavoritesController = () => import('#controllers/api/favorites_controller')
const SavedSearchesController = () => import('#controllers/api/saved_searches_controller')
const NotificationsController = () => import('#controllers/api/notifications_controller')
const ListingsController = () => import('#controllers/api/listings_controller')
const ContactRevealsController = () => import('#controllers/contact_reveals_controller')
const UploadsController = () => import('#controllers/uploads_controller')
const PaymentsController = () => import('#controllers/api/payments_controller')
const PaymentWebhooksController = () => import('#controllers/api/payment_webhooks_controller')
const LegacyCreditsController = () => import('#controllers/api/legacy_credits_controller')
const WalletController = () => import('#controllers/api/wallet_controller')
const BookingsController = () => import('#controllers/api/bookings_controller')

router
  .group(() => {
    router
      .group(() => {
        router
          .post('/register', [AuthController, 'register'])
          .as('register')
          .use(throttle.registration)
        router.post('/login', [AuthController, 'login']).as('login')
      })
      .use(throttle.signInRequests)

    /** "Forgot password?" (issue 24): the same 202 whether or not the account exists. */
    router
      .post('/forgot-password', [PasswordResetsController, 'forgot'])
      .as('forgot_password')
      .use(throttle.passwordResetRequest)
    router
      .post('/reset-password', [PasswordResetsController, 'reset'])
      .as('reset_password')
      .use(throttle.passwordReset)

    router
      .group(() => {
        router.get('/me', [AuthController, 'me']).as('me').use(can('read'))
        /** Signing out (this token, or everywhere) is open to every token: a safety exit. */
        router.post('/logout', [AuthController, 'logout']).as('logout').use(can('any'))
        router
          .post('/logout-all', [AccessTokensController, 'destroyAll'])
          .as('logout_all')
          .use(can('any'))
        router.get('/tokens', [AccessTokensController, 'index']).as('tokens.index').use(can('read'))
        /** A new token carries only abilities the token asking holds (AccessTokens.create). */
        router
          .post('/tokens', [AccessTokensController, 'store'])
          .as('tokens.store')
          .use([can('read'), throttle.tokenCreation])
        router
          .delete('/tokens/:id', [AccessTokensController, 'destroy'])
          .as('tokens.destroy')
          .where('id', router.matchers.number())
          .use(can('read'))
      })
      .use(signedIn)

    /**
     * Guessing the current password with a stolen token stays slow (RATE_LIMITS.passwordChanges);
     * any token may ask, as the current password is the proof.
     */
    router
      .post('/password', [AccessTokensController, 'changePassword'])
      .as('password')
      .use([signedIn, can('any'), throttle.passwordChange])
  })
  .prefix('/api/auth')
  .as('api.auth')

router
  .group(() => {
    router.get('/hierarchy', [LocationsController, 'hierarchy']).as('hierarchy')
    router.get('/names', [LocationsController, 'names']).as('names')
    router
      .post('/reverse-geocode-detailed', [LocationsController, 'reverseGeocodeDetailed'])
      .as('reverse_geocode_detailed')
      .use(throttle.reverseGeocoding)
    router
      .post('/reverse-geocode', [LocationsController, 'reverseGeocode'])
      .as('reverse_geocode')
      .use(throttle.reverseGeocoding)
    router
      .post('/detect-and-save', [LocationsController, 'detectAndSave'])
      .as('detect_and_save')
      .use(throttle.reverseGeocoding)
  })
  .prefix('/api/locations')
  .as('api.locations')

router
  .group(() => {
    router.get('/', [PropertiesController, 'index']).as('index')
    router.get('/:id', [PropertiesController, 'show']).as('show')
    router
      .group(() => {
        router.post('/', [ListingsController, 'store']).as('store').use(throttle.listingCreation)
        router.put('/:id', [ListingsController, 'update']).as('update')
        router.patch('/:id', [ListingsController, 'update']).as('patch')
        router.delete('/:id', [ListingsController, 'destroy']).as('destroy')
        router.post('/:id/publish', [ListingsController, 'publish']).as('publish')
        router
          .post('/:id/renew', [ListingsController, 'renew'])
          .as('renew')
          .where('id', router.matchers.number())
        router.post('/:id/restore', [ListingsController, 'restore']).as('restore')
      })
      .use([signedIn, can('listings')])
    /** The owner's contact for a signed-in client, recorded for the owner (issue 10). */
    router
      .post('/:id/contact', [ContactRevealsController, 'api'])
      .as('contact')
      .where('id', router.matchers.number())
      .use([signedIn, can('listings'), throttle.contactRevealPerIp, throttle.contactRevealPerUser])
  })
  .prefix('/api/properties')
  .as('api.properties')

router
  .get('/api/my-properties', [ListingsController, 'mine'])
  .as('api.my_properties')
  .use([signedIn, can('read')])
router
  .post('/api/uploads/images', [UploadsController, 'image'])
  .as('api.uploads.image')
  .use([signedIn, can('listings'), throttle.imageUpload, middleware.multipart()])

router
  .group(() => {
    router.get('/', [FavoritesController, 'index']).as('index').use(can('read'))
    router
      .post('/', [FavoritesController, 'store'])
      .as('store')
      .use([can('listings'), throttle.favorites])
    router
      .delete('/:id', [FavoritesController, 'destroy'])
      .as('destroy')
      .where('id', router.matchers.number())
      .use([can('listings'), throttle.favorites])
  })
  .prefix('/api/favorites')
  .as('api.favorites')
  .use(signedIn)

/** Saved searches and their alerts (issue 31); their writes need `listings`, as favorites do. */
router
  .group(() => {
    router.get('/', [SavedSearchesController, 'index']).as('index').use(can('read'))
    router
      .post('/', [SavedSearchesController, 'store'])
      .as('store')
      .use([can('listings'), throttle.savedSearches])
    router
      .patch('/:id', [SavedSearchesController, 'update'])
      .as('update')
      .where('id', router.matchers.number())
      .use([can('listings'), throttle.savedSearches])
    router
      .delete('/:id', [SavedSearchesController, 'destroy'])
      .as('destroy')
      .where('id', router.matchers.number())
      .use([can('listings'), throttle.savedSearches])
  })
  .prefix('/api/saved-searches')
  .as('api.saved_searches')
  .use(signedIn)

/** The account's notifications: marking them read is part of reading them (`read`). */
router
  .group(() => {
    router.get('/', [NotificationsController, 'index']).as('index')
    router.post('/read', [NotificationsController, 'read']).as('read').use(throttle.savedSearches)
  })
  .prefix('/api/notifications')
  .as('api.notifications')
  .use([signedIn, can('read')])

/** Credits and payments (001 §7, 000 §7). Webhooks are public: their signature is the authentication. */
router
  .group(() => {
    router.get('/credit-packages', [PaymentsController, 'packages']).as('credit_packages')
    router.post('/webhooks/stripe', [PaymentWebhooksController, 'stripe']).as('webhooks.stripe')
    router
      .post('/webhooks/razorpay', [PaymentWebhooksController, 'razorpay'])
      .as('webhooks.razorpay')
    router
      .group(() => {
        router
          .post('/create-order', [PaymentsController, 'createOrder'])
          .as('create_order')
          .use([can('listings'), throttle.paymentOrder])
        router
          .post('/verify-razorpay', [PaymentsController, 'verifyRazorpay'])
          .as('verify_razorpay')
          .use([can('listings'), throttle.paymentVerification])
        router
          .post('/verify-stripe', [PaymentsController, 'verifyStripe'])
          .as('verify_stripe')
          .use([can('listings'), throttle.paymentVerification])
        router
          .get('/transaction-by-session/:id', [PaymentsController, 'transactionBySession'])
          .as('transaction_by_session')
          .use(can('read'))
      })
      .use(signedIn)
  })
  .prefix('/api/payment')
  .as('api.payment')

/** Legacy aliases of the same flow: purchase is create-order, verify-payment the Razorpay verification. */
router
  .group(() => {
    router.get('/plans', [LegacyCreditsController, 'plans']).as('plans')
    router
      .group(() => {
        router
          .post('/purchase', [PaymentsController, 'createOrder'])
          .as('purchase')
          .use(throttle.paymentOrder)
        router
          .post('/verify-payment', [PaymentsController, 'verifyRazorpay'])
          .as('verify_payment')
          .use(throttle.paymentVerification)
      })
      .use([signedIn, can('listings')])
  })
  .prefix('/api/credits')
  .as('api.credits')

router
  .group(() => {
    router.get('/wallet', [WalletController, 'show']).as('wallet.show').use(can('read'))
    router
      .get('/wallet/transactions', [WalletController, 'transactions'])
      .as('wallet.transactions')
      .use(can('read'))
    router
      .post('/bookings', [BookingsController, 'store'])
      .as('bookings.store')
      .use([can('listings'), throttle.paymentOrder])
    router
      .post('/admin/bookings/:id/cancel', [BookingsController, 'cancel'])
      .as('admin.bookings.cancel')
      .where('id', router.matchers.number())
      .use([can('admin'), throttle.adminWrites])
  })
  .prefix('/api')
  .as('api')
  .use(signedIn)

const VenturesController = () => import('#controllers/api/ventures_controller')
const MyVenturesController = () => import('#controllers/api/my_ventures_controller')
const TowersController = () => import('#controllers/api/towers_controller')
const VentureUnitsController = () => import('#controllers/api/venture_units_controller')
const VentureLeadsController = () => import('#controllers/venture_leads_controller')

/** Ventures (issue 14; 000 §7, 001 §7): public reads, leads for the developer, the builder's writes. */
router
  .group(() => {
    router.get('/', [VenturesController, 'index']).as('index')
    router
      .get('/:id', [VenturesController, 'show'])
      .as('show')
      .where('id', router.matchers.number())
      .use(throttle.ventureViews)
    router
      .get('/:id/properties', [VenturesController, 'units'])
      .as('units')
      .where('id', router.matchers.number())
      .use(throttle.ventureViews)
    router
      .group(() => {
        router.post('/:id/site-visits', [VentureLeadsController, 'apiSiteVisit']).as('site_visits')
        router.post('/:id/contact', [VentureLeadsController, 'apiContact']).as('contact')
      })
      .where('id', router.matchers.number())
      .use([throttle.enquiryPerClient, throttle.ventureLeadPerVenture])
    router
      .group(() => {
        router.post('/', [MyVenturesController, 'store']).as('store')
        router.put('/:id', [MyVenturesController, 'update']).as('update')
        router.put('/:id/visibility', [MyVenturesController, 'visibility']).as('visibility')
        router.delete('/:id', [MyVenturesController, 'destroy']).as('destroy')
        router.post('/:id/towers', [TowersController, 'store']).as('towers.store')
        router.put('/:id/towers/:towerId', [TowersController, 'update']).as('towers.update')
        router.delete('/:id/towers/:towerId', [TowersController, 'destroy']).as('towers.destroy')
        router
          .post('/:id/towers/:towerId/generate-units', [TowersController, 'generate'])
          .as('towers.generate')
        router.post('/:id/units', [VentureUnitsController, 'store']).as('units.store')
        router.post('/:id/units/publish', [VentureUnitsController, 'publish']).as('units.publish')
        router.put('/:id/units/:unitId', [VentureUnitsController, 'update']).as('units.update')
        router.delete('/:id/units/:unitId', [VentureUnitsController, 'destroy']).as('units.destroy')
      })
      .where('id', router.matchers.number())
      .use([signedIn, can('listings'), throttle.ventureWrites])
    /** The builder's own units, drafts included: a read, on the writes' budget as before. */
    router
      .get('/:id/units', [VentureUnitsController, 'index'])
      .as('units.index')
      .where('id', router.matchers.number())
      .use([signedIn, can('read'), throttle.ventureWrites])
  })
  .prefix('/api/ventures')
  .as('api.ventures')

router
  .get('/api/my-ventures', [MyVenturesController, 'index'])
  .as('api.my_ventures')
  .use([signedIn, can('read')])

const BulkUploadsController = () => import('#controllers/bulk_uploads_controller')

/** Bulk upload (issue 15; 001 §7): the template for anyone, the rest for the signed-in owner. */
router
  .get('/api/bulk-upload/template', [BulkUploadsController, 'template'])
  .as('api.bulk_upload.template')
  .use(throttle.templateDownloads)
router
  .group(() => {
    router.get('/imports', [BulkUploadsController, 'history']).as('imports').use(can('read'))
    router
      .get('/imports/:id', [BulkUploadsController, 'status'])
      .as('imports.show')
      .where('id', router.matchers.number())
      .use(can('read'))
    router
      .get('/imports/:id/file', [BulkUploadsController, 'file'])
      .as('imports.file')
      .where('id', router.matchers.number())
      .use(can('read'))
    router
      .group(() => {
        router
          .post('/preview', [BulkUploadsController, 'preview'])
          .as('preview')
          .use(middleware.multipart())
        router.post('/process', [BulkUploadsController, 'process']).as('process')
        router.post('/error-copy', [BulkUploadsController, 'errorCopy']).as('error_copy')
        router
          .post('/imports/:id/undo', [BulkUploadsController, 'undo'])
          .as('imports.undo')
          .where('id', router.matchers.number())
      })
      .use([can('import'), throttle.bulkUploads])
  })
  .prefix('/api/bulk-upload')
  .as('api.bulk_upload')
  .use(signedIn)

const DashboardController = () => import('#controllers/dashboard_controller')

/** The leads dashboard (000 §7, issues 16 and 27): every account, its own leads (admins: all); a lead's owner or an admin changes it. */
router
  .group(() => {
    router
      .get('/dashboard/stats', [DashboardController, 'stats'])
      .as('dashboard.stats')
      .use(can('read'))
    router.get('/leads', [DashboardController, 'index']).as('leads.index').use(can('read'))
    router
      .put('/leads/:id/status', [DashboardController, 'updateStatus'])
      .as('leads.status')
      .where('id', router.matchers.number())
      .use([can('listings'), throttle.leadStatusChanges])
  })
  .prefix('/api')
  .as('api')
  .use(signedIn)

const ChatController = () => import('#controllers/chat_controller')

/** The chat assistant (000 §7 POST /chat/send; issue 17): open to everyone, limited per client. */
router.post('/api/chat/send', [ChatController, 'send']).as('api.chat.send').use(throttle.assistant)

const ContactController = () => import('#controllers/contact_controller')

/** Contact Us (issue 17; 001 §7): anyone sends; admins read the messages (start/routes/api_admin.ts). */
router
  .post('/api/contact/submit', [ContactController, 'submit'])
  .as('api.contact.submit')
  .use(throttle.contactSubmissions)

const ApiDocsController = () => import('#controllers/api/api_docs_controller')

/** The contract (issue 26): the OpenAPI document built from the code, and a page for developers on it. */
router.get('/api/openapi.json', [ApiDocsController, 'document']).as('api.openapi')
router.get('/api/docs', [ApiDocsController, 'page']).as('api.docs')
router.get('/api/docs/assets/:file', [ApiDocsController, 'asset']).as('api.docs.asset')

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { CSP_REPORT_PATH } from '#config/shield'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/session_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const PreferencesController = () => import('#controllers/preferences_controller')
const LocationsController = () => import('#controllers/locations_controller')
const PropertiesController = () => import('#controllers/properties_controller')
const FavoritesController = () => import('#controllers/favorites_controller')
const CompareController = () => import('#controllers/compare_controller')
const SavedSearchesController = () => import('#controllers/saved_searches_controller')
const NotificationsController = () => import('#controllers/notifications_controller')
const PasswordResetsController = () => import('#controllers/password_resets_controller')
const EnquiriesController = () => import('#controllers/enquiries_controller')
const ContactRevealsController = () => import('#controllers/contact_reveals_controller')
const ListingsController = () => import('#controllers/listings_controller')
const UploadsController = () => import('#controllers/uploads_controller')
const CreditsController = () => import('#controllers/credits_controller')
const DemoCheckoutController = () => import('#controllers/demo_checkout_controller')
const BookingsController = () => import('#controllers/bookings_controller')
const CspReportsController = () => import('#controllers/csp_reports_controller')
const VenturesController = () => import('#controllers/ventures_controller')
const VentureLeadsController = () => import('#controllers/venture_leads_controller')
const MyVenturesController = () => import('#controllers/my_ventures_controller')
const VenturePartsController = () => import('#controllers/venture_parts_controller')
const BulkUploadsController = () => import('#controllers/bulk_uploads_controller')
const DashboardController = () => import('#controllers/dashboard_controller')
const AdminPanelController = () => import('#controllers/admin/admin_panel_controller')
const AdminUsersController = () => import('#controllers/admin/users_controller')
const AdminListingsController = () => import('#controllers/admin/listings_controller')
const AdminRecordsController = () => import('#controllers/admin/records_controller')
const AdminMasterDataController = () => import('#controllers/admin/master_data_controller')
const ChatController = () => import('#controllers/chat_controller')
const ContactController = () => import('#controllers/contact_controller')
const LegalController = () => import('#controllers/legal_controller')
const SeoController = () => import('#controllers/seo_controller')
const MediaController = () => import('#controllers/media_controller')
const AccountTokensController = () => import('#controllers/account_tokens_controller')

router
  .group(() => {
    router.get('/', [HomeController, 'index']).as('home')
    router.get('/properties', [PropertiesController, 'index']).as('properties.index')
    router.get('/add-property', [ListingsController, 'create']).as('add_property')
    router.get('/my-listings', [ListingsController, 'mine']).as('my_listings')
    router.get('/properties/:id/edit', [ListingsController, 'edit']).as('properties.edit')
    router
      .group(() => {
        router
          .post('/properties', [ListingsController, 'store'])
          .as('properties.store')
          .use(throttle.listingCreation)
        router.put('/properties/:id', [ListingsController, 'update']).as('properties.update')
        router
          .patch('/properties/:id/status', [ListingsController, 'status'])
          .as('properties.status')
        router
          .post('/properties/:id/publish', [ListingsController, 'publish'])
          .as('properties.publish')
        /** The same action under the renewal's older address. */
        router
          .post('/properties/:id/renew', [ListingsController, 'publish'])
          .where('id', router.matchers.number())
        router.delete('/properties/:id', [ListingsController, 'destroy']).as('properties.destroy')
        router
          .post('/uploads/images', [UploadsController, 'image'])
          .as('uploads.image')
          .use([throttle.imageUpload, middleware.multipart()])
      })
      .use(middleware.auth())
    router.get('/properties/:id', [PropertiesController, 'show']).as('properties.show')
    router
      .post('/properties/:id/enquiries', [EnquiriesController, 'store'])
      .as('enquiries.store')
      .where('id', router.matchers.number())
      .use([throttle.enquiryPerClient, throttle.enquiryPerListing])
    router
      .post('/properties/:id/contact', [ContactRevealsController, 'store'])
      .as('contact_reveals.store')
      .where('id', router.matchers.number())
      .use([throttle.pageContactRevealPerIp, throttle.pageContactRevealPerUser])
    router.get('/favorites', [FavoritesController, 'index']).as('favorites')
    /** Up to 4 listings side by side, the ids in the address (issue 31). */
    router.get('/compare', [CompareController, 'show']).as('compare')
    router
      .group(() => {
        router
          .post('/favorites/:id', [FavoritesController, 'store'])
          .as('favorites.store')
          .use(throttle.favorites)
        router
          .delete('/favorites/:id', [FavoritesController, 'destroy'])
          .as('favorites.destroy')
          .use(throttle.favorites)
      })
      .use(middleware.auth())

    /** Saved searches and the header's bell (issue 31). */
    router.get('/saved-searches', [SavedSearchesController, 'index']).as('saved_searches')
    router
      .get('/saved-searches/:id/unsubscribe', [SavedSearchesController, 'unsubscribe'])
      .as('saved_searches.unsubscribe')
      .where('id', router.matchers.number())
    router
      .group(() => {
        router
          .post('/saved-searches', [SavedSearchesController, 'store'])
          .as('saved_searches.store')
          .use(throttle.savedSearches)
        router
          .patch('/saved-searches/:id', [SavedSearchesController, 'update'])
          .as('saved_searches.update')
          .where('id', router.matchers.number())
          .use(throttle.savedSearches)
        router
          .delete('/saved-searches/:id', [SavedSearchesController, 'destroy'])
          .as('saved_searches.destroy')
          .where('id', router.matchers.number())
          .use(throttle.savedSearches)
        router
          .get('/saved-searches/:id/open', [SavedSearchesController, 'open'])
          .as('saved_searches.open')
          .where('id', router.matchers.number())
        router.get('/notifications', [NotificationsController, 'list']).as('notifications.list')
        router
          .post('/notifications/read', [NotificationsController, 'read'])
          .as('notifications.read')
          .use(throttle.savedSearches)
      })
      .use(middleware.auth())

    /** Credits & Wallet (001 §2) and checkout; the return from a gateway lands on /credits itself. */
    router.get('/credits', [CreditsController, 'index']).as('credits').use(throttle.paymentReturn)
    router
      .group(() => {
        router
          .post('/credits/orders', [CreditsController, 'buy'])
          .as('credits.buy')
          .use(throttle.paymentOrder)
        router
          .post('/credits/verify-razorpay', [CreditsController, 'verifyRazorpay'])
          .as('credits.verify_razorpay')
          .use(throttle.paymentVerification)
        router
          .get('/payment/demo/:id', [DemoCheckoutController, 'show'])
          .as('demo_checkout.show')
          .where('id', router.matchers.number())
        router
          .post('/payment/demo/:id/pay', [DemoCheckoutController, 'pay'])
          .as('demo_checkout.pay')
          .where('id', router.matchers.number())
        router
          .post('/payment/demo/:id/cancel', [DemoCheckoutController, 'cancel'])
          .as('demo_checkout.cancel')
          .where('id', router.matchers.number())
        router
          .post('/properties/:id/book', [BookingsController, 'store'])
          .as('bookings.store')
          .where('id', router.matchers.number())
          .use(throttle.paymentOrder)
        router
          .get('/properties/:id/booking-return', [BookingsController, 'return'])
          .as('bookings.return')
          .where('id', router.matchers.number())
          .use(throttle.paymentVerification)
      })
      .use(middleware.auth())

    /** Ventures (issue 14): the list, the page, its leads and Save. */
    router.get('/ventures', [VenturesController, 'index']).as('ventures.index')
    router
      .get('/ventures/:id', [VenturesController, 'show'])
      .as('ventures.show')
      .use(throttle.ventureViews)
    router.get('/venture/:id', [VenturesController, 'legacy']).as('ventures.legacy')
    /** A unit's details for the unit dialog (JSON): the page carries only what the seat-map draws. */
    router
      .get('/ventures/:id/units/:unitId', [VenturesController, 'unit'])
      .as('ventures.units.show')
      .where('id', router.matchers.number())
      .where('unitId', router.matchers.number())
      .use(throttle.ventureUnitViews)
    router
      .group(() => {
        router
          .post('/ventures/:id/site-visits', [VentureLeadsController, 'siteVisit'])
          .as('ventures.site_visits')
        router
          .post('/ventures/:id/contact', [VentureLeadsController, 'contact'])
          .as('ventures.contact')
      })
      .where('id', router.matchers.number())
      .use([throttle.enquiryPerClient, throttle.ventureLeadPerVenture])
    /** The developer's phone and e-mail for a signed-in visitor ('Call'), on the budget of listing reveals. */
    router
      .post('/ventures/:id/developer-contact', [ContactRevealsController, 'developer'])
      .as('ventures.developer_contact')
      .where('id', router.matchers.number())
      .use([throttle.pageContactRevealPerIp, throttle.pageContactRevealPerUser])
    router
      .group(() => {
        router
          .post('/ventures/:id/save', [VenturesController, 'save'])
          .as('ventures.save')
          .use(throttle.favorites)
        router
          .delete('/ventures/:id/save', [VenturesController, 'unsave'])
          .as('ventures.unsave')
          .use(throttle.favorites)
      })
      .where('id', router.matchers.number())
      .use(middleware.auth())

    /** Create Venture, My Ventures and the Venture Builder (001 §2); writes for the owner or an admin. */
    router.get('/create-venture', [MyVenturesController, 'create']).as('create_venture')
    router.get('/venture-management', [MyVenturesController, 'index']).as('venture_management')
    router
      .get('/venture-builder/:id', [MyVenturesController, 'builder'])
      .as('venture_builder')
      .where('id', router.matchers.number())
    router
      .get('/venture-builder/:id/edit', [MyVenturesController, 'edit'])
      .as('venture_edit')
      .where('id', router.matchers.number())
    router
      .group(() => {
        router.post('/ventures', [MyVenturesController, 'store']).as('ventures.store')
        router.put('/ventures/:id', [MyVenturesController, 'update']).as('ventures.update')
        router
          .put('/ventures/:id/visibility', [MyVenturesController, 'visibility'])
          .as('ventures.visibility')
        router.delete('/ventures/:id', [MyVenturesController, 'destroy']).as('ventures.destroy')
        router
          .post('/ventures/:id/towers', [VenturePartsController, 'storeTower'])
          .as('ventures.towers.store')
        router
          .put('/ventures/:id/towers/:towerId', [VenturePartsController, 'updateTower'])
          .as('ventures.towers.update')
        router
          .delete('/ventures/:id/towers/:towerId', [VenturePartsController, 'destroyTower'])
          .as('ventures.towers.destroy')
        router
          .post('/ventures/:id/towers/:towerId/generate-units', [
            VenturePartsController,
            'generateUnits',
          ])
          .as('ventures.towers.generate')
        router
          .post('/ventures/:id/units', [VenturePartsController, 'storeUnit'])
          .as('ventures.units.store')
        router
          .post('/ventures/:id/units/publish', [VenturePartsController, 'publishUnits'])
          .as('ventures.units.publish')
        router
          .put('/ventures/:id/units/:unitId', [VenturePartsController, 'updateUnit'])
          .as('ventures.units.update')
        router
          .delete('/ventures/:id/units/:unitId', [VenturePartsController, 'destroyUnit'])
          .as('ventures.units.destroy')
      })
      .use([middleware.auth(), throttle.ventureWrites])

    /** Bulk upload (001 §2): the page, and the JSON calls it makes (the same as /api/bulk-upload for token clients). */
    router.get('/bulk-upload', [BulkUploadsController, 'show']).as('bulk_upload')
    router
      .get('/bulk-upload/template', [BulkUploadsController, 'template'])
      .as('bulk_upload.template')
      .use(throttle.templateDownloads)
    router
      .group(() => {
        router
          .get('/bulk-upload/imports', [BulkUploadsController, 'history'])
          .as('bulk_upload.imports')
        router
          .get('/bulk-upload/imports/:id', [BulkUploadsController, 'status'])
          .as('bulk_upload.imports.show')
          .where('id', router.matchers.number())
        router
          .get('/bulk-upload/imports/:id/file', [BulkUploadsController, 'file'])
          .as('bulk_upload.imports.file')
          .where('id', router.matchers.number())
        router
          .group(() => {
            router
              .post('/bulk-upload/preview', [BulkUploadsController, 'preview'])
              .as('bulk_upload.preview')
              .use(middleware.multipart())
            router
              .post('/bulk-upload/process', [BulkUploadsController, 'process'])
              .as('bulk_upload.process')
            router
              .post('/bulk-upload/error-copy', [BulkUploadsController, 'errorCopy'])
              .as('bulk_upload.error_copy')
            router
              .post('/bulk-upload/imports/:id/undo', [BulkUploadsController, 'undo'])
              .as('bulk_upload.imports.undo')
              .where('id', router.matchers.number())
          })
          .use(throttle.bulkUploads)
      })
      .use(middleware.auth())

    /** The leads dashboard (000 §2, issue 16): the page and its status change (the same action as PUT /api/leads/{id}/status). */
    router.get('/dashboard', [DashboardController, 'show']).as('dashboard')
    router
      .put('/dashboard/leads/:id/status', [DashboardController, 'updateStatus'])
      .as('dashboard.leads.status')
      .where('id', router.matchers.number())
      .use([middleware.auth(), throttle.leadStatusChanges])

    /** Admin panel (issue 16): the page (its own gate), and its writes for admins only, each answered with a toast. */
    router.get('/admin', [AdminPanelController, 'show']).as('admin')
    router
      .group(() => {
        router.put('/admin/users/:id/role', [AdminUsersController, 'role']).as('admin.users.role')
        router
          .delete('/admin/users/:id', [AdminUsersController, 'destroy'])
          .as('admin.users.destroy')
        router
          .post('/admin/users/:id/restore', [AdminUsersController, 'restore'])
          .as('admin.users.restore')
        router
          .delete('/admin/properties/:id', [AdminListingsController, 'destroyProperty'])
          .as('admin.properties.destroy')
        router
          .post('/admin/properties/:id/restore', [AdminListingsController, 'restoreProperty'])
          .as('admin.properties.restore')
        router
          .delete('/admin/ventures/:id', [AdminListingsController, 'destroyVenture'])
          .as('admin.ventures.destroy')
        router
          .post('/admin/ventures/:id/restore', [AdminListingsController, 'restoreVenture'])
          .as('admin.ventures.restore')
        router
          .post('/admin/bookings/:id/cancel', [AdminRecordsController, 'cancelBooking'])
          .as('admin.bookings.cancel')
        router
          .post('/admin/master-data/:type', [AdminMasterDataController, 'store'])
          .as('admin.master_data.store')
        router
          .put('/admin/master-data/:type/:id', [AdminMasterDataController, 'update'])
          .as('admin.master_data.update')
        router
          .delete('/admin/master-data/:type/:id', [AdminMasterDataController, 'destroy'])
          .as('admin.master_data.destroy')
        router
          .post('/admin/master-data/:type/:id/retire', [AdminMasterDataController, 'retire'])
          .as('admin.master_data.retire')
      })
      .where('id', router.matchers.number())
      .use([middleware.auth(), middleware.adminOnly(), throttle.adminWrites])

    /** Help, Contact Us and the legal pages (issue 17; 001 §2), open to everyone. */
    router.get('/help', [LegalController, 'help']).as('help')
    router.get('/contact-us', [ContactController, 'show']).as('contact_us')
    router
      .post('/contact-us', [ContactController, 'store'])
      .as('contact_us.store')
      .use(throttle.contactSubmissions)
    router.get('/privacy-policy', [LegalController, 'show']).as('privacy_policy')
    router.get('/terms-of-service', [LegalController, 'show']).as('terms_of_service')
    router.get('/cookie-policy', [LegalController, 'show']).as('cookie_policy')

    router
      .group(() => {
        router.post('/login', [SessionController, 'store']).as('session.store')
        router
          .post('/register', [RegistrationController, 'store'])
          .as('registration.store')
          .use(throttle.registration)
      })
      .use(throttle.signInRequests)

    /** "Forgot password?" (issue 24): the dialog's request, the e-mailed link's page and its form. */
    router
      .post('/forgot-password', [PasswordResetsController, 'store'])
      .as('password_reset.store')
      .use(throttle.passwordResetRequest)
    router
      .get('/reset-password/:token', [PasswordResetsController, 'show'])
      .as('password_reset.show')
    router
      .post('/reset-password', [PasswordResetsController, 'update'])
      .as('password_reset.update')
      .use(throttle.passwordReset)

    /** The chat assistant's panel (issue 17; the same answer as POST /api/chat/send). */
    router.post('/chat/send', [ChatController, 'send']).as('chat.send').use(throttle.assistant)
    /** The assistant contacts a listing's owner once the user confirmed (issue 27): an enquiry's limits. */
    router
      .post('/chat/properties/:id/contact', [ChatController, 'contact'])
      .as('chat.contact')
      .where('id', router.matchers.number())
      .use([throttle.enquiryPerClient, throttle.enquiryPerListing])
    /** ... or books a venture's site visit: the venture page's limits. */
    router
      .post('/chat/ventures/:id/site-visit', [ChatController, 'siteVisit'])
      .as('chat.site_visit')
      .where('id', router.matchers.number())
      .use([throttle.enquiryPerClient, throttle.ventureLeadPerVenture])

    router
      .get('/locations/reverse', [LocationsController, 'reverse'])
      .as('locations.reverse')
      .use(throttle.reverseGeocoding)
    router
      .post('/preferences/country', [PreferencesController, 'country'])
      .as('preferences.country')
      .use(throttle.preferences)
    router
      .post('/preferences/language', [PreferencesController, 'language'])
      .as('preferences.language')
      .use(throttle.preferences)

    /** The account's API tokens (issue 30): personal access tokens for /api clients. */
    router.get('/account/tokens', [AccountTokensController, 'index']).as('account.tokens')
    router
      .group(() => {
        router
          .post('/account/tokens', [AccountTokensController, 'store'])
          .as('account.tokens.store')
          .use(throttle.tokenCreation)
        router
          .delete('/account/tokens/:id', [AccountTokensController, 'destroy'])
          .as('account.tokens.destroy')
          .where('id', router.matchers.number())
      })
      .use(middleware.auth())

    router
      .post('/logout', [SessionController, 'destroy'])
      .as('session.destroy')
      .use(middleware.auth())
    router
      .post('/logout-all', [SessionController, 'destroyEverywhere'])
      .as('session.destroy_everywhere')
      .use(middleware.auth())
  })
  .use(middleware.silentAuth())

/** Uploaded images on the local disk (config/drive.ts); anything that is not one of them is a 404. */
router.get('/media/*', [MediaController, 'show']).as('media.show')

/** Browsers report CSP violations here (config/shield.ts); no session auth, no CSRF token. */
router
  .post(CSP_REPORT_PATH, [CspReportsController, 'store'])
  .as('csp_report')
  .use(throttle.cspReports)

/** Search engines (docs/seo.md): robots.txt and the sitemap index with its files. */
router.get('/robots.txt', [SeoController, 'robots']).as('robots')
router
  .group(() => {
    router.get('/sitemap.xml', [SeoController, 'index']).as('sitemap')
    router.get('/sitemap-pages.xml', [SeoController, 'pages']).as('sitemap.pages')
    router.get('/sitemap-properties.xml', [SeoController, 'properties']).as('sitemap.properties')
    router.get('/sitemap-ventures.xml', [SeoController, 'ventures']).as('sitemap.ventures')
  })
  .use(throttle.sitemaps)

import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { throttle } from '#start/limiter'
import { can, signedIn } from '#start/routes/api_access'

const AdminUsersController = () => import('#controllers/admin/users_controller')
const AdminListingsController = () => import('#controllers/admin/listings_controller')
const AdminRecordsController = () => import('#controllers/admin/records_controller')
const AdminMasterDataController = () => import('#controllers/admin/master_data_controller')
const AdminJobsController = () => import('#controllers/api/admin_jobs_controller')
const AdminContactSubmissionsController = () =>
  import('#controllers/api/admin_contact_submissions_controller')

/**
 * Admin panel (issue 16; 001 §7): every route checks the admin role on the
 * server (adminOnly), then the token's `admin` ability (issue 30).
 */
router
  .group(() => {
    router.get('/users', [AdminUsersController, 'index']).as('users.index')
    router.get('/properties', [AdminListingsController, 'properties']).as('properties.index')
    router.get('/ventures', [AdminListingsController, 'ventures']).as('ventures.index')
    router.get('/leads', [AdminRecordsController, 'leads']).as('leads.index')
    router.get('/bookings', [AdminRecordsController, 'bookings']).as('bookings.index')
    router.get('/audit-logs', [AdminRecordsController, 'audit']).as('audit_logs.index')
    router.get('/master-data/:type', [AdminMasterDataController, 'index']).as('master_data.index')
    router
      .group(() => {
        router.put('/users/:id/role', [AdminUsersController, 'role']).as('users.role')
        router.delete('/users/:id', [AdminUsersController, 'destroy']).as('users.destroy')
        router.post('/users/:id/restore', [AdminUsersController, 'restore']).as('users.restore')
        router
          .delete('/properties/:id', [AdminListingsController, 'destroyProperty'])
          .as('properties.destroy')
        router
          .post('/properties/:id/restore', [AdminListingsController, 'restoreProperty'])
          .as('properties.restore')
        router
          .delete('/ventures/:id', [AdminListingsController, 'destroyVenture'])
          .as('ventures.destroy')
        router
          .post('/ventures/:id/restore', [AdminListingsController, 'restoreVenture'])
          .as('ventures.restore')
        router
          .post('/master-data/:type', [AdminMasterDataController, 'store'])
          .as('master_data.store')
        router
          .put('/master-data/:type/:id', [AdminMasterDataController, 'update'])
          .as('master_data.update')
        router
          .delete('/master-data/:type/:id', [AdminMasterDataController, 'destroy'])
          .as('master_data.destroy')
        router
          .post('/master-data/:type/:id/retire', [AdminMasterDataController, 'retire'])
          .as('master_data.retire')
        /** The operators' jobs for the `dreamhomes` CLI (issue 30): audited grants, the listing expiry. */
        router.post('/credits/grants', [AdminJobsController, 'grantCredits']).as('credits.grants')
        router
          .post('/listings/expire', [AdminJobsController, 'expireListings'])
          .as('listings.expire')
      })
      .where('id', router.matchers.number())
      .use(throttle.adminWrites)
  })
  .prefix('/api/admin')
  .as('api.admin')
  .use([signedIn, middleware.adminOnly(), can('admin')])

/** Contact Us messages (issue 17; 001 §7): admins read them. */
router
  .get('/api/admin/contact-submissions', [AdminContactSubmissionsController, 'index'])
  .as('api.admin.contact_submissions')
  .use([signedIn, middleware.adminOnly(), can('admin')])

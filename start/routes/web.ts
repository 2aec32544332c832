import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { authThrottleByEmail, authThrottleByIp } from '#start/limiter'
import { COMING_SOON } from '#controllers/coming_soon_controller'

const HomeController = () => import('#controllers/home_controller')
const SessionController = () => import('#controllers/session_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const ComingSoonController = () => import('#controllers/coming_soon_controller')
const PreferencesController = () => import('#controllers/preferences_controller')
const LocationsController = () => import('#controllers/locations_controller')

router
  .group(() => {
    router.get('/', [HomeController, 'index']).as('home')

    /** Screens later issues fill; each has its real route and access rule already. */
    const screens: Record<keyof typeof COMING_SOON, string> = {
      'properties.index': '/properties',
      'properties.show': '/properties/:id',
      'ventures.index': '/ventures',
      'ventures.show': '/ventures/:id',
      'favorites': '/favorites',
      'dashboard': '/dashboard',
      'add_property': '/add-property',
      'bulk_upload': '/bulk-upload',
      'venture_management': '/venture-management',
      'create_venture': '/create-venture',
      'credits': '/credits',
      'admin': '/admin',
      'help': '/help',
      'contact_us': '/contact-us',
      'privacy_policy': '/privacy-policy',
      'terms_of_service': '/terms-of-service',
      'cookie_policy': '/cookie-policy',
    }
    for (const [name, path] of Object.entries(screens)) {
      router.get(path, [ComingSoonController, 'show']).as(name)
    }

    router
      .group(() => {
        router.post('/login', [SessionController, 'store']).as('session.store')
        router.post('/register', [RegistrationController, 'store']).as('registration.store')
      })
      .use([authThrottleByIp, authThrottleByEmail])

    router.get('/locations/reverse', [LocationsController, 'reverse']).as('locations.reverse')
    router.post('/preferences/country', [PreferencesController, 'country']).as('preferences.country')
    router.post('/preferences/language', [PreferencesController, 'language']).as('preferences.language')

    router.post('/logout', [SessionController, 'destroy']).as('session.destroy').use(middleware.auth())
  })
  .use(middleware.silentAuth())

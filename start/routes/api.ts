import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { authThrottleByEmail, authThrottleByIp } from '#start/limiter'

const AuthController = () => import('#controllers/api/auth_controller')
const LocationsController = () => import('#controllers/api/locations_controller')
const PropertiesController = () => import('#controllers/api/properties_controller')
const FavoritesController = () => import('#controllers/api/favorites_controller')

router
  .group(() => {
    router
      .group(() => {
        router.post('/register', [AuthController, 'register']).as('register')
        router.post('/login', [AuthController, 'login']).as('login')
      })
      .use([authThrottleByIp, authThrottleByEmail])

    router
      .group(() => {
        router.get('/me', [AuthController, 'me']).as('me')
        router.post('/logout', [AuthController, 'logout']).as('logout')
      })
      .use(middleware.auth({ guards: ['api'] }))
  })
  .prefix('/api/auth')
  .as('api.auth')

router
  .group(() => {
    router.get('/hierarchy', [LocationsController, 'hierarchy']).as('hierarchy')
    router.post('/reverse-geocode-detailed', [LocationsController, 'reverseGeocodeDetailed']).as('reverse_geocode_detailed')
    router.post('/reverse-geocode', [LocationsController, 'reverseGeocode']).as('reverse_geocode')
    router.post('/detect-and-save', [LocationsController, 'detectAndSave']).as('detect_and_save')
  })
  .prefix('/api/locations')
  .as('api.locations')

router
  .group(() => {
    router.get('/', [PropertiesController, 'index']).as('index')
    router.get('/:id', [PropertiesController, 'show']).as('show')
  })
  .prefix('/api/properties')
  .as('api.properties')

router
  .group(() => {
    router.get('/', [FavoritesController, 'index']).as('index')
    router.post('/', [FavoritesController, 'store']).as('store')
    router.delete('/:id', [FavoritesController, 'destroy']).as('destroy')
  })
  .prefix('/api/favorites')
  .as('api.favorites')
  .use(middleware.auth({ guards: ['api'] }))

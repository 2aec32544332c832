import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { authThrottleByEmail, authThrottleByIp } from '#start/limiter'

const AuthController = () => import('#controllers/api/auth_controller')

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

/*
|--------------------------------------------------------------------------
| Validation messages
|--------------------------------------------------------------------------
|
| request.validateUsing() reports messages from resources/lang/<locale>/
| validation.json in the request's language.
|
*/
import { RequestValidator } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'

RequestValidator.messagesProvider = (ctx) =>
  (ctx.i18n ?? i18nManager.locale(i18nManager.defaultLocale)).createMessagesProvider(
    'validator.shared'
  )

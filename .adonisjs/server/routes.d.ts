import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'home': { paramsTuple?: []; params?: {} }
    'properties.index': { paramsTuple?: []; params?: {} }
    'add_property': { paramsTuple?: []; params?: {} }
    'my_listings': { paramsTuple?: []; params?: {} }
    'properties.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.store': { paramsTuple?: []; params?: {} }
    'properties.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'listings.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.image': { paramsTuple?: []; params?: {} }
    'properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'enquiries.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contact_reveals.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites': { paramsTuple?: []; params?: {} }
    'compare': { paramsTuple?: []; params?: {} }
    'favorites.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches': { paramsTuple?: []; params?: {} }
    'saved_searches.unsubscribe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.store': { paramsTuple?: []; params?: {} }
    'saved_searches.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.list': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple?: []; params?: {} }
    'credits': { paramsTuple?: []; params?: {} }
    'credits.buy': { paramsTuple?: []; params?: {} }
    'credits.verify_razorpay': { paramsTuple?: []; params?: {} }
    'demo_checkout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'demo_checkout.pay': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'demo_checkout.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bookings.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bookings.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.index': { paramsTuple?: []; params?: {} }
    'ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.legacy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'ventures.site_visits': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.developer_contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.save': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.unsave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'create_venture': { paramsTuple?: []; params?: {} }
    'venture_management': { paramsTuple?: []; params?: {} }
    'venture_builder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'venture_edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.store': { paramsTuple?: []; params?: {} }
    'ventures.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.visibility': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.towers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.towers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.towers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.towers.generate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.units.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'ventures.units.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'bulk_upload': { paramsTuple?: []; params?: {} }
    'bulk_upload.template': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload.preview': { paramsTuple?: []; params?: {} }
    'bulk_upload.process': { paramsTuple?: []; params?: {} }
    'bulk_upload.error_copy': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'dashboard.leads.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin': { paramsTuple?: []; params?: {} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.ventures.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.bookings.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.master_data.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'admin.master_data.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'admin.master_data.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'admin.master_data.retire': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'help': { paramsTuple?: []; params?: {} }
    'contact_us': { paramsTuple?: []; params?: {} }
    'contact_us.store': { paramsTuple?: []; params?: {} }
    'privacy_policy': { paramsTuple?: []; params?: {} }
    'terms_of_service': { paramsTuple?: []; params?: {} }
    'cookie_policy': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'registration.store': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password_reset.update': { paramsTuple?: []; params?: {} }
    'chat.send': { paramsTuple?: []; params?: {} }
    'chat.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat.site_visit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'locations.reverse': { paramsTuple?: []; params?: {} }
    'preferences.country': { paramsTuple?: []; params?: {} }
    'preferences.language': { paramsTuple?: []; params?: {} }
    'account.tokens': { paramsTuple?: []; params?: {} }
    'account.tokens.store': { paramsTuple?: []; params?: {} }
    'account.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'session.destroy_everywhere': { paramsTuple?: []; params?: {} }
    'media.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'csp_report': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'sitemap.pages': { paramsTuple?: []; params?: {} }
    'sitemap.properties': { paramsTuple?: []; params?: {} }
    'sitemap.ventures': { paramsTuple?: []; params?: {} }
    'api.auth.register': { paramsTuple?: []; params?: {} }
    'api.auth.login': { paramsTuple?: []; params?: {} }
    'api.auth.forgot_password': { paramsTuple?: []; params?: {} }
    'api.auth.reset_password': { paramsTuple?: []; params?: {} }
    'api.auth.me': { paramsTuple?: []; params?: {} }
    'api.auth.logout': { paramsTuple?: []; params?: {} }
    'api.auth.logout_all': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.index': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.store': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.auth.password': { paramsTuple?: []; params?: {} }
    'api.locations.hierarchy': { paramsTuple?: []; params?: {} }
    'api.locations.names': { paramsTuple?: []; params?: {} }
    'api.locations.reverse_geocode_detailed': { paramsTuple?: []; params?: {} }
    'api.locations.reverse_geocode': { paramsTuple?: []; params?: {} }
    'api.locations.detect_and_save': { paramsTuple?: []; params?: {} }
    'api.properties.index': { paramsTuple?: []; params?: {} }
    'api.properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.store': { paramsTuple?: []; params?: {} }
    'api.properties.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.patch': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.renew': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_properties': { paramsTuple?: []; params?: {} }
    'api.uploads.image': { paramsTuple?: []; params?: {} }
    'api.favorites.index': { paramsTuple?: []; params?: {} }
    'api.favorites.store': { paramsTuple?: []; params?: {} }
    'api.favorites.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.saved_searches.index': { paramsTuple?: []; params?: {} }
    'api.saved_searches.store': { paramsTuple?: []; params?: {} }
    'api.saved_searches.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.saved_searches.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.notifications.index': { paramsTuple?: []; params?: {} }
    'api.notifications.read': { paramsTuple?: []; params?: {} }
    'api.payment.credit_packages': { paramsTuple?: []; params?: {} }
    'api.payment.webhooks.stripe': { paramsTuple?: []; params?: {} }
    'api.payment.webhooks.razorpay': { paramsTuple?: []; params?: {} }
    'api.payment.create_order': { paramsTuple?: []; params?: {} }
    'api.payment.verify_razorpay': { paramsTuple?: []; params?: {} }
    'api.payment.verify_stripe': { paramsTuple?: []; params?: {} }
    'api.payment.transaction_by_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.credits.plans': { paramsTuple?: []; params?: {} }
    'api.credits.purchase': { paramsTuple?: []; params?: {} }
    'api.credits.verify_payment': { paramsTuple?: []; params?: {} }
    'api.wallet.show': { paramsTuple?: []; params?: {} }
    'api.wallet.transactions': { paramsTuple?: []; params?: {} }
    'api.bookings.store': { paramsTuple?: []; params?: {} }
    'api.admin.bookings.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.index': { paramsTuple?: []; params?: {} }
    'api.ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.site_visits': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.store': { paramsTuple?: []; params?: {} }
    'api.ventures.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.visibility': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.towers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.towers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.towers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.towers.generate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.units.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'api.ventures.units.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'api.ventures.units.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_ventures': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.template': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.bulk_upload.preview': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.process': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.error_copy': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.dashboard.stats': { paramsTuple?: []; params?: {} }
    'api.leads.index': { paramsTuple?: []; params?: {} }
    'api.leads.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.chat.send': { paramsTuple?: []; params?: {} }
    'api.contact.submit': { paramsTuple?: []; params?: {} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'api.docs.asset': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.admin.users.index': { paramsTuple?: []; params?: {} }
    'api.admin.properties.index': { paramsTuple?: []; params?: {} }
    'api.admin.ventures.index': { paramsTuple?: []; params?: {} }
    'api.admin.leads.index': { paramsTuple?: []; params?: {} }
    'api.admin.bookings.index': { paramsTuple?: []; params?: {} }
    'api.admin.audit_logs.index': { paramsTuple?: []; params?: {} }
    'api.admin.master_data.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.ventures.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.master_data.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.admin.master_data.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'api.admin.master_data.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'api.admin.master_data.retire': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'api.admin.credits.grants': { paramsTuple?: []; params?: {} }
    'api.admin.listings.expire': { paramsTuple?: []; params?: {} }
    'api.admin.contact_submissions': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'home': { paramsTuple?: []; params?: {} }
    'properties.index': { paramsTuple?: []; params?: {} }
    'add_property': { paramsTuple?: []; params?: {} }
    'my_listings': { paramsTuple?: []; params?: {} }
    'properties.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites': { paramsTuple?: []; params?: {} }
    'compare': { paramsTuple?: []; params?: {} }
    'saved_searches': { paramsTuple?: []; params?: {} }
    'saved_searches.unsubscribe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.list': { paramsTuple?: []; params?: {} }
    'credits': { paramsTuple?: []; params?: {} }
    'demo_checkout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bookings.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.index': { paramsTuple?: []; params?: {} }
    'ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.legacy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'create_venture': { paramsTuple?: []; params?: {} }
    'venture_management': { paramsTuple?: []; params?: {} }
    'venture_builder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'venture_edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload': { paramsTuple?: []; params?: {} }
    'bulk_upload.template': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'admin': { paramsTuple?: []; params?: {} }
    'help': { paramsTuple?: []; params?: {} }
    'contact_us': { paramsTuple?: []; params?: {} }
    'privacy_policy': { paramsTuple?: []; params?: {} }
    'terms_of_service': { paramsTuple?: []; params?: {} }
    'cookie_policy': { paramsTuple?: []; params?: {} }
    'password_reset.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'locations.reverse': { paramsTuple?: []; params?: {} }
    'account.tokens': { paramsTuple?: []; params?: {} }
    'media.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'robots': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'sitemap.pages': { paramsTuple?: []; params?: {} }
    'sitemap.properties': { paramsTuple?: []; params?: {} }
    'sitemap.ventures': { paramsTuple?: []; params?: {} }
    'api.auth.me': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.index': { paramsTuple?: []; params?: {} }
    'api.locations.hierarchy': { paramsTuple?: []; params?: {} }
    'api.locations.names': { paramsTuple?: []; params?: {} }
    'api.properties.index': { paramsTuple?: []; params?: {} }
    'api.properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_properties': { paramsTuple?: []; params?: {} }
    'api.favorites.index': { paramsTuple?: []; params?: {} }
    'api.saved_searches.index': { paramsTuple?: []; params?: {} }
    'api.notifications.index': { paramsTuple?: []; params?: {} }
    'api.payment.credit_packages': { paramsTuple?: []; params?: {} }
    'api.payment.transaction_by_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.credits.plans': { paramsTuple?: []; params?: {} }
    'api.wallet.show': { paramsTuple?: []; params?: {} }
    'api.wallet.transactions': { paramsTuple?: []; params?: {} }
    'api.ventures.index': { paramsTuple?: []; params?: {} }
    'api.ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_ventures': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.template': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.dashboard.stats': { paramsTuple?: []; params?: {} }
    'api.leads.index': { paramsTuple?: []; params?: {} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'api.docs.asset': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.admin.users.index': { paramsTuple?: []; params?: {} }
    'api.admin.properties.index': { paramsTuple?: []; params?: {} }
    'api.admin.ventures.index': { paramsTuple?: []; params?: {} }
    'api.admin.leads.index': { paramsTuple?: []; params?: {} }
    'api.admin.bookings.index': { paramsTuple?: []; params?: {} }
    'api.admin.audit_logs.index': { paramsTuple?: []; params?: {} }
    'api.admin.master_data.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.admin.contact_submissions': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'home': { paramsTuple?: []; params?: {} }
    'properties.index': { paramsTuple?: []; params?: {} }
    'add_property': { paramsTuple?: []; params?: {} }
    'my_listings': { paramsTuple?: []; params?: {} }
    'properties.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites': { paramsTuple?: []; params?: {} }
    'compare': { paramsTuple?: []; params?: {} }
    'saved_searches': { paramsTuple?: []; params?: {} }
    'saved_searches.unsubscribe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.open': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'notifications.list': { paramsTuple?: []; params?: {} }
    'credits': { paramsTuple?: []; params?: {} }
    'demo_checkout.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bookings.return': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.index': { paramsTuple?: []; params?: {} }
    'ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.legacy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.show': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'create_venture': { paramsTuple?: []; params?: {} }
    'venture_management': { paramsTuple?: []; params?: {} }
    'venture_builder': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'venture_edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload': { paramsTuple?: []; params?: {} }
    'bulk_upload.template': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'admin': { paramsTuple?: []; params?: {} }
    'help': { paramsTuple?: []; params?: {} }
    'contact_us': { paramsTuple?: []; params?: {} }
    'privacy_policy': { paramsTuple?: []; params?: {} }
    'terms_of_service': { paramsTuple?: []; params?: {} }
    'cookie_policy': { paramsTuple?: []; params?: {} }
    'password_reset.show': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'locations.reverse': { paramsTuple?: []; params?: {} }
    'account.tokens': { paramsTuple?: []; params?: {} }
    'media.show': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'robots': { paramsTuple?: []; params?: {} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'sitemap.pages': { paramsTuple?: []; params?: {} }
    'sitemap.properties': { paramsTuple?: []; params?: {} }
    'sitemap.ventures': { paramsTuple?: []; params?: {} }
    'api.auth.me': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.index': { paramsTuple?: []; params?: {} }
    'api.locations.hierarchy': { paramsTuple?: []; params?: {} }
    'api.locations.names': { paramsTuple?: []; params?: {} }
    'api.properties.index': { paramsTuple?: []; params?: {} }
    'api.properties.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_properties': { paramsTuple?: []; params?: {} }
    'api.favorites.index': { paramsTuple?: []; params?: {} }
    'api.saved_searches.index': { paramsTuple?: []; params?: {} }
    'api.notifications.index': { paramsTuple?: []; params?: {} }
    'api.payment.credit_packages': { paramsTuple?: []; params?: {} }
    'api.payment.transaction_by_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.credits.plans': { paramsTuple?: []; params?: {} }
    'api.wallet.show': { paramsTuple?: []; params?: {} }
    'api.wallet.transactions': { paramsTuple?: []; params?: {} }
    'api.ventures.index': { paramsTuple?: []; params?: {} }
    'api.ventures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units.index': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.my_ventures': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.template': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.bulk_upload.imports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.dashboard.stats': { paramsTuple?: []; params?: {} }
    'api.leads.index': { paramsTuple?: []; params?: {} }
    'api.openapi': { paramsTuple?: []; params?: {} }
    'api.docs': { paramsTuple?: []; params?: {} }
    'api.docs.asset': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'api.admin.users.index': { paramsTuple?: []; params?: {} }
    'api.admin.properties.index': { paramsTuple?: []; params?: {} }
    'api.admin.ventures.index': { paramsTuple?: []; params?: {} }
    'api.admin.leads.index': { paramsTuple?: []; params?: {} }
    'api.admin.bookings.index': { paramsTuple?: []; params?: {} }
    'api.admin.audit_logs.index': { paramsTuple?: []; params?: {} }
    'api.admin.master_data.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.admin.contact_submissions': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'properties.store': { paramsTuple?: []; params?: {} }
    'properties.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'listings.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'uploads.image': { paramsTuple?: []; params?: {} }
    'enquiries.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contact_reveals.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.store': { paramsTuple?: []; params?: {} }
    'notifications.read': { paramsTuple?: []; params?: {} }
    'credits.buy': { paramsTuple?: []; params?: {} }
    'credits.verify_razorpay': { paramsTuple?: []; params?: {} }
    'demo_checkout.pay': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'demo_checkout.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bookings.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.site_visits': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.developer_contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.save': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.store': { paramsTuple?: []; params?: {} }
    'ventures.towers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.towers.generate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.units.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.units.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'bulk_upload.preview': { paramsTuple?: []; params?: {} }
    'bulk_upload.process': { paramsTuple?: []; params?: {} }
    'bulk_upload.error_copy': { paramsTuple?: []; params?: {} }
    'bulk_upload.imports.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.ventures.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.bookings.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.master_data.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'admin.master_data.retire': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'contact_us.store': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'registration.store': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.update': { paramsTuple?: []; params?: {} }
    'chat.send': { paramsTuple?: []; params?: {} }
    'chat.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'chat.site_visit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'preferences.country': { paramsTuple?: []; params?: {} }
    'preferences.language': { paramsTuple?: []; params?: {} }
    'account.tokens.store': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'session.destroy_everywhere': { paramsTuple?: []; params?: {} }
    'csp_report': { paramsTuple?: []; params?: {} }
    'api.auth.register': { paramsTuple?: []; params?: {} }
    'api.auth.login': { paramsTuple?: []; params?: {} }
    'api.auth.forgot_password': { paramsTuple?: []; params?: {} }
    'api.auth.reset_password': { paramsTuple?: []; params?: {} }
    'api.auth.logout': { paramsTuple?: []; params?: {} }
    'api.auth.logout_all': { paramsTuple?: []; params?: {} }
    'api.auth.tokens.store': { paramsTuple?: []; params?: {} }
    'api.auth.password': { paramsTuple?: []; params?: {} }
    'api.locations.reverse_geocode_detailed': { paramsTuple?: []; params?: {} }
    'api.locations.reverse_geocode': { paramsTuple?: []; params?: {} }
    'api.locations.detect_and_save': { paramsTuple?: []; params?: {} }
    'api.properties.store': { paramsTuple?: []; params?: {} }
    'api.properties.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.renew': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.uploads.image': { paramsTuple?: []; params?: {} }
    'api.favorites.store': { paramsTuple?: []; params?: {} }
    'api.saved_searches.store': { paramsTuple?: []; params?: {} }
    'api.notifications.read': { paramsTuple?: []; params?: {} }
    'api.payment.webhooks.stripe': { paramsTuple?: []; params?: {} }
    'api.payment.webhooks.razorpay': { paramsTuple?: []; params?: {} }
    'api.payment.create_order': { paramsTuple?: []; params?: {} }
    'api.payment.verify_razorpay': { paramsTuple?: []; params?: {} }
    'api.payment.verify_stripe': { paramsTuple?: []; params?: {} }
    'api.credits.purchase': { paramsTuple?: []; params?: {} }
    'api.credits.verify_payment': { paramsTuple?: []; params?: {} }
    'api.bookings.store': { paramsTuple?: []; params?: {} }
    'api.admin.bookings.cancel': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.site_visits': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.store': { paramsTuple?: []; params?: {} }
    'api.ventures.towers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.towers.generate': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.units.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.units.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.bulk_upload.preview': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.process': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.error_copy': { paramsTuple?: []; params?: {} }
    'api.bulk_upload.imports.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.chat.send': { paramsTuple?: []; params?: {} }
    'api.contact.submit': { paramsTuple?: []; params?: {} }
    'api.admin.users.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.properties.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.ventures.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.master_data.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'api.admin.master_data.retire': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'api.admin.credits.grants': { paramsTuple?: []; params?: {} }
    'api.admin.listings.expire': { paramsTuple?: []; params?: {} }
  }
  PUT: {
    'properties.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.visibility': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.towers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.units.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'dashboard.leads.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.master_data.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'api.properties.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.visibility': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.towers.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.units.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'api.leads.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.users.role': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.master_data.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
  }
  PATCH: {
    'properties.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.patch': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.saved_searches.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'favorites.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'saved_searches.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.unsave': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'ventures.towers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'ventures.units.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'admin.master_data.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'account.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.auth.tokens.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.favorites.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.saved_searches.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.ventures.towers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'towerId': ParamValue} }
    'api.ventures.units.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'unitId': ParamValue} }
    'api.admin.users.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.properties.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.ventures.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.admin.master_data.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}
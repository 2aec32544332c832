/**
 * Pages anonymous visitors see (inertia/pages/<name>.tsx): the JavaScript
 * budget (tests/unit/js_budget.spec.ts) and the admin chart bundle check
 * (tests/unit/admin_chart_bundle.spec.ts) both walk these. Add new public pages here.
 */
export const PUBLIC_PAGES = [
  'home',
  'properties/index',
  'properties/show',
  'properties/not_found',
  'ventures/index',
  'ventures/show',
  'ventures/not_found',
  'errors/not_found',
  'errors/server_error',
  'contact/index', // Contact Us (issue 17)
  'legal/show', // Privacy Policy, Terms of Service, Cookie Policy
  'help/index',
  'auth/reset_password', // the page a reset link opens (issue 24)
  'compare/index', // listings side by side (issue 31)
]

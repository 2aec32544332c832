import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'account/tokens': ExtractProps<(typeof import('../../inertia/pages/account/tokens.tsx'))['default']>
    'admin/index': ExtractProps<(typeof import('../../inertia/pages/admin/index.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'bulk_upload/index': ExtractProps<(typeof import('../../inertia/pages/bulk_upload/index.tsx'))['default']>
    'compare/index': ExtractProps<(typeof import('../../inertia/pages/compare/index.tsx'))['default']>
    'contact/index': ExtractProps<(typeof import('../../inertia/pages/contact/index.tsx'))['default']>
    'credits/index': ExtractProps<(typeof import('../../inertia/pages/credits/index.tsx'))['default']>
    'dashboard/index': ExtractProps<(typeof import('../../inertia/pages/dashboard/index.tsx'))['default']>
    'errors/access_denied': ExtractProps<(typeof import('../../inertia/pages/errors/access_denied.tsx'))['default']>
    'errors/not_found': ExtractProps<(typeof import('../../inertia/pages/errors/not_found.tsx'))['default']>
    'errors/server_error': ExtractProps<(typeof import('../../inertia/pages/errors/server_error.tsx'))['default']>
    'errors/unavailable': ExtractProps<(typeof import('../../inertia/pages/errors/unavailable.tsx'))['default']>
    'favorites/index': ExtractProps<(typeof import('../../inertia/pages/favorites/index.tsx'))['default']>
    'help/index': ExtractProps<(typeof import('../../inertia/pages/help/index.tsx'))['default']>
    'home': ExtractProps<(typeof import('../../inertia/pages/home.tsx'))['default']>
    'legal/show': ExtractProps<(typeof import('../../inertia/pages/legal/show.tsx'))['default']>
    'listings/form': ExtractProps<(typeof import('../../inertia/pages/listings/form.tsx'))['default']>
    'listings/mine': ExtractProps<(typeof import('../../inertia/pages/listings/mine.tsx'))['default']>
    'payments/demo_checkout': ExtractProps<(typeof import('../../inertia/pages/payments/demo_checkout.tsx'))['default']>
    'properties/index': ExtractProps<(typeof import('../../inertia/pages/properties/index.tsx'))['default']>
    'properties/not_found': ExtractProps<(typeof import('../../inertia/pages/properties/not_found.tsx'))['default']>
    'properties/show': ExtractProps<(typeof import('../../inertia/pages/properties/show.tsx'))['default']>
    'saved_searches/index': ExtractProps<(typeof import('../../inertia/pages/saved_searches/index.tsx'))['default']>
    'ventures/builder': ExtractProps<(typeof import('../../inertia/pages/ventures/builder.tsx'))['default']>
    'ventures/create': ExtractProps<(typeof import('../../inertia/pages/ventures/create.tsx'))['default']>
    'ventures/edit': ExtractProps<(typeof import('../../inertia/pages/ventures/edit.tsx'))['default']>
    'ventures/index': ExtractProps<(typeof import('../../inertia/pages/ventures/index.tsx'))['default']>
    'ventures/mine': ExtractProps<(typeof import('../../inertia/pages/ventures/mine.tsx'))['default']>
    'ventures/not_found': ExtractProps<(typeof import('../../inertia/pages/ventures/not_found.tsx'))['default']>
    'ventures/show': ExtractProps<(typeof import('../../inertia/pages/ventures/show.tsx'))['default']>
  }
}

/** The admin panel's tabs (001 §2 Admin Dashboard), in their order: `?tab=` of /admin. */
export const ADMIN_TABS = [
  'overview',
  'users',
  'properties',
  'ventures',
  'leads',
  'bookings',
  'messages',
  'master-data',
  'audit',
] as const

export type AdminTab = (typeof ADMIN_TABS)[number]

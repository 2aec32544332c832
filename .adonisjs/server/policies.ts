export const policies = {
  PropertyPolicy: () => import('#policies/property_policy'),
  VenturePolicy: () => import('#policies/venture_policy'),
}


export const policies = {
  PropertyPolicy: () => import('#policies/property_policy'),
}


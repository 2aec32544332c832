export const policies = {
  BulkImportPolicy: () => import('#policies/bulk_import_policy'),
  LeadPolicy: () => import('#policies/lead_policy'),
  PropertyPolicy: () => import('#policies/property_policy'),
  SavedSearchPolicy: () => import('#policies/saved_search_policy'),
  VenturePolicy: () => import('#policies/venture_policy'),
}


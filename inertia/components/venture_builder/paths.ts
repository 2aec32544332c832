/**
 * Addresses of the venture screens and writes, in one place (start/routes/web.ts:
 * create_venture, venture_management, venture_builder, ventures.*). The browser
 * has no generated route helper yet; when it has, these become its calls.
 */
type Id = number | string

export const venturePaths = {
  create: '/create-venture',
  mine: '/venture-management',
  credits: '/credits',
  builder: (id: Id) => `/venture-builder/${id}`,
  /** The public page (only public ventures have one). */
  show: (id: Id) => `/ventures/${id}`,
  store: '/ventures',
  destroy: (id: Id) => `/ventures/${id}`,
  towers: (id: Id) => `/ventures/${id}/towers`,
  tower: (id: Id, towerId: Id) => `/ventures/${id}/towers/${towerId}`,
  generateUnits: (id: Id, towerId: Id) => `/ventures/${id}/towers/${towerId}/generate-units`,
  units: (id: Id) => `/ventures/${id}/units`,
  unit: (id: Id, unitId: Id) => `/ventures/${id}/units/${unitId}`,
  publishUnits: (id: Id) => `/ventures/${id}/units/publish`,
}

import type { Data } from '~generated/data'

/** A venture as My Ventures and the builder get it (VentureTransformer.forOwner, generated type). */
export type OwnerVenture = Data.Venture.Variants['forOwner']
/** A tower with its unit totals (TowerTransformer). */
export type BuilderTower = Data.Tower
/** A unit as its builder sees it, with where its listing stands (VentureUnitTransformer.forOwner). */
export type BuilderUnit = Data.VentureUnit.Variants['forOwner']

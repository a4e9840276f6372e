import { msg } from '@lingui/core/macro';

/** The types' names (packages/shared/src/property-options.ts), as buyers say them. */
export const TYPE: Record<string, ReturnType<typeof msg>> = {
  'Apartment / Flat': msg`Apartment / Flat`,
  'Independent House': msg`Independent House`,
  Villa: msg`Villa`,
  'Builder Floor': msg`Builder Floor`,
  'Row House': msg`Row House`,
  Penthouse: msg`Penthouse`,
  Studio: msg`Studio`,
  'Plot / Land': msg`Plot / Land`,
  'Farm House': msg`Farm House`,
  Office: msg`Office`,
  Shop: msg`Shop`,
  Showroom: msg`Showroom`,
  Warehouse: msg`Warehouse`,
};

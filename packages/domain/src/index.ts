// The domain package's public surface: spec constants, money, currency conversion, slabs, validation.
export * from './constants.ts';
export * from './money.ts';
export * from './currency.ts';
export * from './slab.ts';
export * from './line-price.ts';
export * from './next-tier.ts';
export * from './tier-quantity.ts';
export * from './sale-mode.ts';
export * from './sizes.ts';
export * from './quick-order.ts';
export * from './validation.ts';
export * from './catalogue-types.ts';
export * from './contact.ts';
export * from './contact-schema.ts';
export * from './size-conversion.ts';
export * from './ship-window.ts';
export * from './minimums.ts';

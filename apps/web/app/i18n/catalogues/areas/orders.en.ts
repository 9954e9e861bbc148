// English messages of one area of the storefront (docs/languages.md): Orders, quick order, collections: features/orders, features/quick-order, features/collections.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
export const ordersEn = {} as const;

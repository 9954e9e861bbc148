// English messages of one area of the storefront (docs/languages.md): Cart and checkout: features/cart, features/checkout, their routes.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
export const cartEn = {} as const;

// English messages of one area of the storefront (docs/languages.md): Browsing: listing filters, pagination, search, menus, brands, categories, info pages, the error page.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
export const browseEn = {} as const;

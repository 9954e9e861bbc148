// English messages of one area of the storefront (docs/languages.md): The product page's remaining parts and the texts the domain writes (slabs, delivery days, pre-order windows), refusal sentences.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
export const productEn = {} as const;

// English messages of one area of the storefront (docs/languages.md): Accounts and companies: features/account, features/company, sign-in, sign-up, password and e-mail routes.
// Spread into the English catalogue (../en.ts); ids start with the area's own prefixes.
export const accountEn = {} as const;

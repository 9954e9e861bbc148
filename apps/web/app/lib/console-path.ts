// The back office lives under /admin: the root leaves out the storefront's chrome and its
// shopper data there (the console has its own layout, decision 063).
export const isConsolePath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

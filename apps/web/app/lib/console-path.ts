// The back office lives under /admin: the root leaves out the storefront's chrome and its
// shopper data there (the console has its own layout, decision 063). `/admin.data` is the
// dashboard's data request.
export const isConsolePath = (pathname: string) => /^\/admin(\/|\.data$|$)/i.test(pathname);

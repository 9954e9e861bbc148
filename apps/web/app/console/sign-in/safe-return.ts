// Where a staff member goes after signing in: back into the console only, never off-site.
export function consoleReturnTarget(redirectTo: unknown): string {
  if (typeof redirectTo !== 'string') return '/admin';
  return /^\/admin(\/|\?|$)/.test(redirectTo) && !redirectTo.startsWith('//')
    ? redirectTo
    : '/admin';
}

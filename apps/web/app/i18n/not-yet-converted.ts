// The storefront's files that still write English of their own (docs/languages.md, "Checking for
// unconverted strings"; decision 210). unlocalized-strings.test.ts lets these alone and fails on
// any other file that writes a text no catalogue gave, and on a file listed here that no longer
// does: converting a screen takes it off this list, and when every screen is converted the list
// is empty. Paths are relative to apps/web/app/.
export const NOT_YET_CONVERTED: readonly string[] = [];

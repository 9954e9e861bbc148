// The catalogue shapes of docs/api.md, defined once in the domain package.
export type { Brand, Category } from '@solestock/domain';

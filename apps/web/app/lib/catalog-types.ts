// The catalogue shapes of ../shared/API.md, defined once in the domain package.
export type { Brand, Category, ItemGroup, ProductCard, SubCategory } from '@solestock/domain';

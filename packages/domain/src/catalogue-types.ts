// The catalogue payloads of docs/api.md, typed once for the API that sends them and the
// screens that read them. Field names are the contract's, camelCase and snake_case alike.

// The answers of the catalogue, listing, search and product calls are zod schemas in catalogue-payloads.ts
// (the API's routes check their answers against them, decision 175); their types are here too,
// as types only, so a screen that imports this file loads no zod.
export type {
  Brand,
  Category,
  FacetCount,
  ItemGroup,
  ListingFacets,
  ListingPage,
  ProductCard,
  ProductDetail,
  ProductVariant,
  SearchProduct,
  SearchResponse,
  Slab,
  Suggestion,
  BySkuAnswer,
  SkuProduct,
} from './catalogue-payloads.ts';

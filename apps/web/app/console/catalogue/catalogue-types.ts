// What the console reads of /api/admin/catalogue/… (catalogue.admin.routes.ts).
import type { SlabProblem } from '@solestock/domain/back-office/slab-table';
import type { AdminProduct, SlabRowView } from '@solestock/domain/back-office/catalogue-payloads';

export interface NamedRow {
  id: number;
  name: string;
  show_on_homepage?: boolean;
  position?: number;
  head_category_id?: number;
  head_category?: string;
  item_group_count?: number;
  logo?: string;
  banner?: string;
  display_image?: string;
}

export interface ItemGroupRow {
  id: number;
  name: string;
  brand_id: number;
  head_category_id: number;
  subcategory_id: number;
  bullet_points: string[];
  material: string;
  /** An ISO alpha-2 code in capitals, or '' (older names may remain until saved). */
  country_of_origin: string;
  /** 6–10 digits, or ''; absent on answers from before migration 0027. */
  hs_code?: string;
  size_system: string | null;
  /** Style tiers (docs/api.md); absent on rows from before migration 0019 reads as product. */
  tier_scope?: 'product' | 'style';
  /** Stock and pre-orders, minimums (docs/api.md); absent on older answers: the defaults. */
  sale_mode?: 'unlimited' | 'stock' | 'pre_order';
  ships_from?: string | null;
  ships_by?: string | null;
  min_pairs?: number;
  show_on_homepage: boolean;
  product_count: number;
  brand: string;
  head_category: string;
  subcategory: string;
  products_total?: number;
  lowest_price?: string | null;
  currency?: string | null;
}

export type { SlabRowView };

/** A product as the editor and the group page read it: the domain's one definition. */
export type ProductRow = Omit<AdminProduct, 'cover_image'>;

export interface ItemGroupDetail extends ItemGroupRow {
  products: ProductRow[];
}

export interface PricePreview {
  percent: string;
  products: {
    id: number;
    sku: string;
    currency: string;
    old_price: string;
    new_price: string;
    slabs: (SlabRowView & { old_price: string; new_price: string })[];
  }[];
}

/** What a catalogue action answers the page: ok, or the API's refusal to show beside the form. */
export interface CatalogueActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  /** Slab rows at fault, 1-based. */
  errors?: SlabProblem[];
  preview?: PricePreview;
  message?: string;
}

// What the console reads of /api/admin/catalogue/… (catalogue.admin.routes.ts).
import type { SlabProblem } from '@solestock/domain/back-office/slab-table';
import type {
  AdminBrandRow,
  AdminHeadCategoryDetail,
  AdminHeadCategoryRow,
  AdminItemGroupDetail,
  AdminItemGroupRow,
  AdminProduct,
  AdminSubcategoryRow,
  PricePreview,
  SlabRowView,
} from '@solestock/domain/back-office/catalogue-payloads';

// The answers are the domain's (back-office/catalogue-payloads.ts), the very schemas the API's
// routes declare: the console reads their types.
export type { PricePreview, SlabRowView };

/**
 * A brand, head category or subcategory as the names list shows it and the rename reads it
 * (…/{kind}/ and …/{kind}/{id}/): its id and name, and whichever of the three's fields it has.
 */
export type NamedRow = Pick<AdminBrandRow, 'id' | 'name'> &
  Partial<AdminBrandRow & AdminHeadCategoryRow & AdminHeadCategoryDetail & AdminSubcategoryRow>;

/** A row of the item groups table (GET …/item-groups/). */
export type ItemGroupRow = AdminItemGroupRow;

/** A product as the editor and the group page read it: the domain's one definition. */
export type ProductRow = Omit<AdminProduct, 'cover_image'>;

/** An item group with all its products (GET …/item-groups/{id}/). */
export type ItemGroupDetail = AdminItemGroupDetail;

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

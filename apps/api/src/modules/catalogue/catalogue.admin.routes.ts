// The console's catalogue calls (docs/api.md, back office, "Catalogue, media and import") under
// /api/admin/catalogue/: brands, head categories, subcategories, item groups and products
// (with their slab tables, written whole), archive and bulk actions. Reads need
// `catalogue.read`, writes `catalogue.write`; the forms' zod schemas are the domain's, shared
// with the console. Every write commits, then its `changesStorefront` flag tells the storefront
// (decision 094). Each route declares its schemas once (decision 175): the answers are the
// domain's (back-office/catalogue-payloads.ts), and the handlers hand the parsed input and the
// staff actor to the services.
import { z } from 'zod';
import {
  adminBrand,
  adminBrandRow,
  adminHeadCategory,
  adminHeadCategoryDetail,
  adminHeadCategoryRow,
  adminItemGroup,
  adminItemGroupDetail,
  adminItemGroupRow,
  adminProduct,
  adminSubcategory,
  adminSubcategoryCreated,
  adminSubcategoryRow,
  bulkApplied,
  itemGroupRemoved,
  pricePreview as pricePreviewAnswer,
  productRemoved,
  productsArchived,
  styleCreated,
} from '@solestock/domain/back-office/catalogue-payloads';
import { paged } from '@solestock/domain/back-office/order-payloads';
import {
  brandForm,
  bulkForm,
  catalogueListQuery,
  headCategoryForm,
  itemGroupForm,
  productForm,
  slabRowErrors,
  styleForm,
  subcategoryForm,
} from '@solestock/domain/back-office/catalogue-schemas';
import { HttpError } from '../../http/errors.ts';
import { pageField } from '../../http/paging.ts';
import { noContent, parsedWith, type Routes } from '../../http/route-schemas.ts';
import { parseInput } from '../../http/validate.ts';
import { actorOf, type StaffActor } from '../../http/staff-guard.ts';
import { applyBulk, pricePreview } from './catalogue-bulk.service.ts';
import {
  createItemGroup,
  createStyle,
  deleteItemGroup,
  listItemGroups,
  readItemGroup,
  updateItemGroup,
} from './catalogue-item-groups.service.ts';
import {
  brandWriter,
  headCategoryWriter,
  listBrands,
  listHeadCategories,
  listSubcategories,
  readBrand,
  readHeadCategory,
  readSubcategory,
  subcategoryWriter,
} from './catalogue-names.service.ts';
import {
  createProduct,
  deleteProduct,
  listProducts,
  readProduct,
  setProductsArchived,
  updateProduct,
} from './catalogue-products.service.ts';

export const idParams = (what: string) =>
  z.object({
    id: z.coerce
      .number({ error: `The ${what} id is a number.` })
      .int({ error: `The ${what} id is a whole number.` })
      .min(1, { error: `The ${what} id is a positive number.` })
      .max(2_147_483_647, { error: `No ${what} has this number.` }),
  });

const optionalId = (what: string) =>
  z.union([z.literal('').transform(() => undefined), idParams(what).shape.id]).optional();

const listQuery = catalogueListQuery.extend({ page: pageField });
const subListQuery = listQuery.extend({ head_category_id: optionalId('head category') });
const groupListQuery = listQuery.extend({ brand_id: optionalId('brand') });
const productListQuery = listQuery.extend({
  item_group_id: optionalId('item group'),
  archived: z
    .enum(['true', 'false', ''], { error: 'archived is true or false.' })
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
});
const archiveBody = z.object({
  ids: z
    .array(idParams('product').shape.id, { error: 'ids is a list of product ids.' })
    .min(1, { error: 'Name at least one product.' })
    .max(1000, { error: 'At most 1000 products at once.' })
    .transform((ids) => [...new Set(ids)]),
});

/**
 * A form holding a `slabs` table (a product, a whole style) parsed; on failure a 400 whose
 * `errors` name each slab row at fault (`{row, field, message}`) beside the usual `fields`, and
 * whose sentence says what to fix first. The validator reads these forms with it (`parsedWith`).
 */
function parseWithSlabs<S extends typeof productForm | typeof styleForm>(
  schema: S,
  body: unknown,
): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) {
    // The shared parser also refuses NUL characters and reports the fields the usual way.
    return parseInput(schema, body ?? {}) as z.output<S>;
  }
  const errors = slabRowErrors(result.error);
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  const other = Object.keys(fields).filter((k) => !k.startsWith('slabs.'));
  const rows = [...new Set(errors.map((e) => e.row))];
  let sentence: string;
  if (other.length === 0 && rows.length === 1) sentence = errors[0]!.message;
  else if (other.length === 0)
    sentence = `The slab table has problems in rows ${rows.join(', ')}: ${errors[0]!.message}`;
  else if (other.length === 1 && rows.length === 0) sentence = `${other[0]}: ${fields[other[0]!]}`;
  else sentence = `Please correct these fields: ${Object.keys(fields).join(', ')}.`;
  if (!/[.!?]$/.test(sentence)) sentence += '.';
  throw new HttpError(400, 'invalid_request', sentence, fields, { errors });
}

export async function catalogueAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  /** Registers list, create, read, change and remove for one noun. */
  function crud<F extends z.ZodType, Q extends z.ZodType>(noun: {
    path: string;
    what: string;
    /** The form, as the validator reads it (a product's through `parsedWith`). */
    form: F;
    query: Q;
    /** The answers: a list's row, a read, a create (201), a change, a remove (204 when absent). */
    answers: {
      row: z.ZodType;
      read: z.ZodType;
      created: z.ZodType;
      changed: z.ZodType;
      removed?: z.ZodType;
    };
    list: (
      q: z.output<Q>,
    ) => Promise<{ count: number; page: number; page_size: number; results: unknown[] }>;
    read: (id: number) => Promise<unknown>;
    create: (actor: StaffActor, form: z.output<F>) => Promise<unknown>;
    update: (actor: StaffActor, id: number, form: z.output<F>) => Promise<unknown>;
    remove: (actor: StaffActor, id: number) => Promise<unknown>;
    removeSays: string;
  }) {
    const params = idParams(noun.what);
    // The schemas are this function's type parameters, which the type provider cannot resolve
    // here: `request.query` and `request.body` are named as what the validator made of them.
    admin.get(
      `/catalogue/${noun.path}/`,
      {
        schema: { querystring: noun.query, response: { 200: paged(noun.answers.row) } },
        config: {
          staffAction: 'catalogue.read',
          docs: { summary: `The ${noun.what}s, searched and paged.` },
        },
      },
      async (request) => noun.list(request.query as z.output<Q>),
    );
    admin.post(
      `/catalogue/${noun.path}/`,
      {
        schema: { body: noun.form, response: { 201: noun.answers.created } },
        config: {
          staffAction: 'catalogue.write',
          changesStorefront: true,
          docs: {
            summary: `Create a ${noun.what}.`,
            responses: { 201: 'Created.', 409: 'The name or SKU is taken.' },
          },
        },
      },
      async (request, reply) => {
        const created = await noun.create(actorOf(request), request.body as z.output<F>);
        return reply.status(201).send(created);
      },
    );
    admin.get(
      `/catalogue/${noun.path}/:id/`,
      {
        schema: { params, response: { 200: noun.answers.read } },
        config: {
          staffAction: 'catalogue.read',
          docs: { summary: `One ${noun.what}.`, responses: { 404: 'No such row.' } },
        },
      },
      async (request) => noun.read(request.params.id),
    );
    admin.put(
      `/catalogue/${noun.path}/:id/`,
      {
        schema: { params, body: noun.form, response: { 200: noun.answers.changed } },
        config: {
          staffAction: 'catalogue.write',
          changesStorefront: true,
          docs: {
            summary: `Change a ${noun.what} (the whole form).`,
            responses: { 404: 'No such row.', 409: 'The name or SKU is taken.' },
          },
        },
      },
      async (request) =>
        noun.update(actorOf(request), request.params.id, request.body as z.output<F>),
    );
    admin.delete(
      `/catalogue/${noun.path}/:id/`,
      {
        schema: {
          params,
          response: noun.answers.removed ? { 200: noun.answers.removed } : { 204: noContent },
        },
        config: {
          staffAction: 'catalogue.write',
          changesStorefront: true,
          docs: {
            summary: noun.removeSays,
            responses: { 404: 'No such row.', 409: 'Still in use.' },
          },
        },
      },
      async (request, reply) => {
        const result = await noun.remove(actorOf(request), request.params.id);
        return result === undefined ? reply.status(204).send() : result;
      },
    );
  }

  crud({
    path: 'brands',
    what: 'brand',
    form: brandForm,
    query: listQuery,
    answers: {
      row: adminBrandRow,
      read: adminBrandRow,
      created: adminBrandRow,
      changed: adminBrand,
    },
    list: (q) => listBrands(db, q),
    read: (id) => readBrand(db, id),
    create: (a, f) => brandWriter.create(db, a, f),
    update: (a, id, f) => brandWriter.update(db, a, id, f),
    remove: (a, id) => brandWriter.remove(db, a, id),
    removeSays: 'Remove a brand no item group uses (409 otherwise).',
  });
  crud({
    path: 'head-categories',
    what: 'head category',
    form: headCategoryForm,
    query: listQuery,
    answers: {
      row: adminHeadCategoryRow,
      read: adminHeadCategoryDetail,
      created: adminHeadCategoryRow,
      changed: adminHeadCategory,
    },
    list: (q) => listHeadCategories(db, q),
    read: (id) => readHeadCategory(db, id),
    create: (a, f) => headCategoryWriter.create(db, a, f),
    update: (a, id, f) => headCategoryWriter.update(db, a, id, f),
    remove: (a, id) => headCategoryWriter.remove(db, a, id),
    removeSays: 'Remove a head category no item group uses (409 otherwise).',
  });
  crud({
    path: 'subcategories',
    what: 'subcategory',
    form: subcategoryForm,
    query: subListQuery,
    answers: {
      row: adminSubcategoryRow,
      read: adminSubcategory,
      created: adminSubcategoryCreated,
      changed: adminSubcategory,
    },
    list: (q) => listSubcategories(db, { ...q, headCategoryId: q.head_category_id }),
    read: (id) => readSubcategory(db, id),
    create: (a, f) => subcategoryWriter.create(db, a, f),
    update: (a, id, f) => subcategoryWriter.update(db, a, id, f),
    remove: (a, id) => subcategoryWriter.remove(db, a, id),
    removeSays: 'Remove a subcategory no item group uses (409 otherwise).',
  });
  crud({
    path: 'item-groups',
    what: 'item group',
    form: itemGroupForm,
    query: groupListQuery,
    answers: {
      row: adminItemGroupRow,
      read: adminItemGroupDetail,
      created: adminItemGroup,
      changed: adminItemGroup,
      removed: itemGroupRemoved,
    },
    list: (q) => listItemGroups(db, { ...q, brandId: q.brand_id }),
    read: (id) => readItemGroup(db, id),
    create: (a, f) => createItemGroup(db, a, f),
    update: (a, id, f) => updateItemGroup(db, a, id, f),
    remove: (a, id) => deleteItemGroup(db, a, id),
    removeSays:
      'Remove an item group: products no order names are deleted, the others archived (the group stays then).',
  });
  crud({
    path: 'products',
    what: 'product',
    form: parsedWith(productForm, (body) => parseWithSlabs(productForm, body)),
    query: productListQuery,
    answers: {
      row: adminProduct,
      read: adminProduct,
      created: adminProduct,
      changed: adminProduct,
      removed: productRemoved,
    },
    list: (q) => listProducts(db, { ...q, itemGroupId: q.item_group_id, archived: q.archived }),
    read: (id) => readProduct(db, id),
    create: (a, f) => createProduct(db, a, f),
    update: (a, id, f) => updateProduct(db, a, id, f),
    remove: (a, id) => deleteProduct(db, a, id),
    removeSays: 'Remove a product: deleted, or archived when an order names it.',
  });

  admin.post(
    '/catalogue/item-groups/:id/style/',
    {
      schema: {
        params: idParams('item group'),
        body: parsedWith(styleForm, (body) => parseWithSlabs(styleForm, body)),
        response: { 201: styleCreated },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Create a whole style: a product for every colour × size of the item group, with one price and slab table, and each colour’s photos. All or nothing.',
          responses: {
            201: 'The products created.',
            400: 'A field is wrong: `fields` has a sentence per field, `errors` the slab rows.',
            404: 'No such item group.',
            409: 'A SKU is taken; nothing was created.',
          },
        },
      },
    },
    async (request, reply) => {
      const created = await createStyle(db, actorOf(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  for (const [path, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    admin.post(
      `/catalogue/products/${path}/`,
      {
        schema: { body: archiveBody, response: { 200: productsArchived } },
        config: {
          staffAction: 'catalogue.write',
          changesStorefront: true,
          docs: {
            summary: archived
              ? 'Archive products: hidden from the storefront, kept for orders.'
              : 'Bring archived products back to the storefront.',
            responses: { 404: 'An id names no product.' },
          },
        },
      },
      async (request) => setProductsArchived(db, actorOf(request), request.body.ids, archived),
    );
  }

  admin.post(
    '/catalogue/bulk/preview/',
    {
      schema: { body: bulkForm, response: { 200: pricePreviewAnswer } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'A percentage price change as it would be: each product’s old and new price and slabs.',
          responses: { 404: 'An id names nothing.' },
        },
      },
    },
    async (request) => pricePreview(db, request.body),
  );

  admin.post(
    '/catalogue/bulk/',
    {
      schema: { body: bulkForm, response: { 200: bulkApplied } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'A bulk action on products or item groups (archive, home page, price by a percentage), in one transaction.',
          responses: { 404: 'An id names nothing.' },
        },
      },
    },
    async (request) => applyBulk(db, actorOf(request), request.body),
  );
}

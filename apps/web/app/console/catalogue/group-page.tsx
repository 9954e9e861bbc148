// One item group (/admin/catalogue/groups/:id, or …/new): its form (name, brand, categories,
// bullet points, material, origin and HS code, size system, home page), its products, each with a link to
// its form and slab table, and archive / unarchive / remove, and its cartons (packs). Support
// reads, never writes.
import { Link, useFetcher } from 'react-router';
import { itemGroupForm } from '@solestock/domain/back-office/catalogue-schemas';
import { SIZE_SYSTEMS, SIZE_SYSTEM_LABELS } from '@solestock/domain/size-conversion';
import { MIN_PAIRS_MAX, styleMinimumText } from '@solestock/domain/minimums';
import { preOrderText } from '@solestock/domain/ship-window';
import { ISO_COUNTRIES_BY_NAME } from '@solestock/domain/iso-countries';
import { Field, FormError, SelectField } from '../shared/form-parts';
import type { CatalogueActionResult, ItemGroupDetail } from './catalogue-types';
import { StyleForm } from './style-form';
import { FormOutcome, problemsOf, SaveButton, useCatalogueForm } from './catalogue-form';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import type { AdminPack } from '@solestock/domain/back-office/pack-payloads';
import { PacksSection } from './packs-section';
import { IncomingSection, StockSection } from './stock-section';
import type { IncomingRow, StockGrid } from '@solestock/domain/back-office/stock-payloads';
import type { TranslationsAnswer } from '@solestock/domain/back-office/translation-payloads';
import { TranslationsSection } from './translations-section';

export interface Choices {
  brands: { id: number; name: string }[];
  heads: { id: number; name: string; subs: { id: number; name: string }[] }[];
}

interface GroupProps {
  group: ItemGroupDetail | undefined;
  choices: Choices;
  canWrite: boolean;
}

export function GroupPage({
  group,
  choices,
  canWrite,
  packs = [],
  stock,
  incoming = [],
  translations,
}: GroupProps & {
  packs?: AdminPack[];
  stock?: StockGrid | undefined;
  incoming?: IncomingRow[];
  translations?: TranslationsAnswer | undefined;
}) {
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/catalogue" className="text-brand-700 underline">
          Catalogue
        </Link>{' '}
        › {group ? group.name : 'New item group'}
      </nav>
      <h1 className="text-2xl font-bold">{group ? group.name : 'New item group'}</h1>
      {canWrite ? null : <ReadOnlyNotice what="this item group and its products" />}
      <GroupForm group={group} choices={choices} canWrite={canWrite} />
      {group && translations ? (
        <TranslationsSection answer={translations} canWrite={canWrite} />
      ) : null}
      {group ? <ColourPhotos group={group} canWrite={canWrite} /> : null}
      {group && canWrite ? <StyleForm groupName={group.name} /> : null}
      {group ? <GroupProducts group={group} canWrite={canWrite} /> : null}
      {group && stock ? <StockSection key={group.id} grid={stock} canWrite={canWrite} /> : null}
      {group && stock ? <IncomingSection rows={incoming} grid={stock} canWrite={canWrite} /> : null}
      {group ? (
        <PacksSection
          groupName={group.name}
          products={group.products}
          packs={packs}
          canWrite={canWrite}
        />
      ) : null}
    </div>
  );
}

const COUNTRY_OPTIONS = ISO_COUNTRIES_BY_NAME.map(([code, name]) => ({
  value: code.toUpperCase(),
  label: `${name} (${code.toUpperCase()})`,
}));

/**
 * The countries by name, and "Not set". An origin saved before it had to be an ISO code
 * ("Portugal" the migration could not read) stays shown until the country is chosen: saving it
 * as it is says which code to choose.
 */
function originOptions(current: string) {
  const known = current === '' || COUNTRY_OPTIONS.some((o) => o.value === current);
  return [
    { value: '', label: 'Not set' },
    ...(known ? [] : [{ value: current, label: `${current} (choose the country)` }]),
    ...COUNTRY_OPTIONS,
  ];
}

function GroupForm({ group, choices, canWrite }: GroupProps) {
  const firstHead = choices.heads[0];
  const { draft, setDraft, set, bind, fields, server, save, send } = useCatalogueForm({
    name: group?.name ?? '',
    brand_id: String(group?.brand_id ?? choices.brands[0]?.id ?? ''),
    head_category_id: String(group?.head_category_id ?? firstHead?.id ?? ''),
    subcategory_id: String(group?.subcategory_id ?? firstHead?.subs[0]?.id ?? ''),
    bullet_points: (group?.bullet_points ?? []).join('\n'),
    material: group?.material ?? '',
    country_of_origin: group?.country_of_origin ?? '',
    hs_code: group?.hs_code ?? '',
    size_system: group ? (group.size_system ?? '') : 'uk',
    tier_scope: group?.tier_scope ?? 'product',
    sale_mode: group?.sale_mode ?? 'unlimited',
    ships_from: group?.ships_from ?? '',
    ships_by: group?.ships_by ?? '',
    min_pairs: String(group?.min_pairs ?? 0),
    show_on_homepage: group?.show_on_homepage ?? false,
  });
  const subs = choices.heads.find((h) => String(h.id) === draft.head_category_id)?.subs ?? [];
  const preOrder = draft.sale_mode === 'pre_order';
  const body = () => ({
    ...draft,
    bullet_points: draft.bullet_points.split('\n'),
    // Only a pre-order has a window: the dates a hidden pair of inputs holds are not sent.
    ships_from: preOrder ? draft.ships_from : '',
    ships_by: preOrder ? draft.ships_by : '',
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = problemsOf(itemGroupForm.safeParse(body()), (path) => path.join('.') || 'form');
    send(found, { intent: 'save-group', group: body() });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Item group">
      <fieldset
        disabled={!canWrite}
        className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <legend className="sr-only">Item group</legend>
        <FormOutcome
          className="sm:col-span-2 lg:col-span-3"
          error={server?.error}
          problems={Object.keys(fields).length ? 'Please correct the fields marked below.' : null}
          saved={save.data?.ok ? 'Saved. The storefront and search show it now.' : null}
        />
        <Field label="Name" {...bind('name')} required />
        <SelectField
          label="Brand"
          {...bind('brand_id')}
          options={choices.brands.map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SelectField
          label="Head category"
          name="head_category_id"
          options={choices.heads.map((h) => ({ value: String(h.id), label: h.name }))}
          value={draft.head_category_id}
          onChange={(e) => {
            const head = choices.heads.find((h) => String(h.id) === e.target.value);
            setDraft((d) => ({
              ...d,
              head_category_id: e.target.value,
              subcategory_id: String(head?.subs[0]?.id ?? ''),
            }));
          }}
          error={fields.head_category_id}
        />
        <SelectField
          label="Subcategory"
          {...bind('subcategory_id')}
          options={subs.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <Field label="Material" {...bind('material')} />
        <SelectField
          label="Country of origin"
          {...bind('country_of_origin')}
          options={originOptions(draft.country_of_origin)}
          hint="Printed with the HS code on the trade documents."
        />
        <Field
          label="HS code"
          {...bind('hs_code')}
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 10 digits for customs, such as 640399."
        />
        <SelectField
          label="Size system"
          name="size_system"
          options={[
            { value: '', label: 'One size' },
            ...SIZE_SYSTEMS.map((s) => ({ value: s, label: SIZE_SYSTEM_LABELS[s] })),
          ]}
          value={draft.size_system}
          onChange={set('size_system')}
          error={fields.size_system}
        />
        <SelectField
          label="Tier prices count"
          name="tier_scope"
          options={[
            { value: 'product', label: 'Each size and colour on its own' },
            { value: 'style', label: 'Every size and colour of this style together' },
          ]}
          value={draft.tier_scope}
          onChange={set('tier_scope')}
          error={fields.tier_scope}
        />
        <SelectField
          label="Sale mode"
          name="sale_mode"
          options={[
            { value: 'unlimited', label: 'Unlimited (never runs out)' },
            { value: 'stock', label: 'From stock (availability is the limit)' },
            { value: 'pre_order', label: 'Pre-order (ships in a window)' },
          ]}
          value={draft.sale_mode}
          onChange={set('sale_mode')}
          error={fields.sale_mode}
        />
        <Field
          label="Minimum pairs per style"
          {...bind('min_pairs')}
          inputMode="numeric"
          hint={`0 for none, at most ${MIN_PAIRS_MAX}. Shoppers read “${styleMinimumText(
            Number(draft.min_pairs) > 0 ? Number(draft.min_pairs) : 24,
          )}”.`}
        />
        {preOrder ? (
          <>
            <Field label="Ships from" type="date" {...bind('ships_from')} />
            <Field
              label="Ships by"
              type="date"
              {...bind('ships_by')}
              hint={
                draft.ships_from && draft.ships_by && draft.ships_from > draft.ships_by
                  ? 'On or after the first shipping date.'
                  : `Shoppers read “${preOrderText(draft.ships_from || null, draft.ships_by || null)}”.`
              }
            />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <label htmlFor="field-bullets" className="block text-sm font-medium">
            Bullet points (one a line)
          </label>
          <textarea
            id="field-bullets"
            rows={4}
            value={draft.bullet_points}
            onChange={set('bullet_points')}
            className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
          />
          {fields.bullet_points ? (
            <p className="mt-1 text-sm text-red-700">{fields.bullet_points}</p>
          ) : null}
        </div>
        <label className="flex items-center gap-2 self-end text-sm font-medium">
          <input
            type="checkbox"
            checked={draft.show_on_homepage}
            onChange={(e) => setDraft((d) => ({ ...d, show_on_homepage: e.target.checked }))}
            className="h-4 w-4"
          />
          Show on the home page
        </label>
        {canWrite ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <SaveButton busy={save.state !== 'idle'}>
              {save.state !== 'idle' ? 'Saving…' : group ? 'Save item group' : 'Create item group'}
            </SaveButton>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

/**
 * The group's colours, each linking to its photos (issue 28.6): a photo added there goes on
 * every size of the colour, so one link a colour is enough.
 */
function ColourPhotos({ group, canWrite }: { group: ItemGroupDetail; canWrite: boolean }) {
  const colours = new Map<string, (typeof group.products)[number]>();
  for (const p of group.products)
    if (!p.archived_at && !colours.has(p.color.toLowerCase()))
      colours.set(p.color.toLowerCase(), p);
  if (colours.size === 0) return null;
  return (
    <section
      aria-labelledby="colour-photos-title"
      className="rounded border border-slate-200 bg-white p-4"
    >
      <h2 id="colour-photos-title" className="text-xl font-semibold">
        Photos by colour
      </h2>
      <ul className="mt-2 flex flex-wrap gap-3 text-sm">
        {[...colours.values()].map((p) => (
          <li key={p.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-4 w-4 rounded-full border border-slate-300"
              style={{ background: p.color_hex ? `#${p.color_hex}` : '#fff' }}
            />
            <Link to={`/admin/media/products/${p.id}`} className="text-brand-700 underline">
              {canWrite ? 'Upload photos of' : 'Photos of'} {p.color || 'the products'} (
              {p.images.length})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupProducts({ group, canWrite }: { group: ItemGroupDetail; canWrite: boolean }) {
  const act = useFetcher<CatalogueActionResult>();
  const send = (intent: string, id: number) =>
    act.submit({ intent, id }, { method: 'post', encType: 'application/json' });
  return (
    <section aria-labelledby="products-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="products-title" className="text-xl font-semibold">
          Products ({group.products.length})
        </h2>
        {canWrite ? (
          <Link
            to={`/admin/catalogue/products/new?group=${group.id}`}
            className="rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold"
          >
            Add a product
          </Link>
        ) : null}
      </div>
      {act.data ? (
        act.data.ok ? (
          <p role="status" className="mt-2 text-sm text-green-800">
            {act.data.message}
          </p>
        ) : (
          <div className="mt-2">
            <FormError error={act.data.error} />
          </div>
        )
      ) : null}
      {group.products.length === 0 ? (
        <p className="mt-3 rounded bg-white p-4 text-slate-700">
          No products yet: the storefront does not list this group.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded border border-slate-200 bg-white">
          {group.products.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
              <span
                aria-hidden="true"
                className="h-5 w-5 shrink-0 rounded-full border border-slate-300"
                style={{ background: p.color_hex ? `#${p.color_hex}` : '#fff' }}
              />
              <Link
                to={`/admin/catalogue/products/${p.id}`}
                className="font-mono font-semibold text-brand-700 underline"
              >
                {p.sku}
              </Link>
              <span>
                {p.color || '—'}
                {p.size ? `, size ${p.size}` : ''}
              </span>
              <span>
                {p.selling_price} {p.currency.toUpperCase()}
                {p.slabs.length
                  ? ` · ${p.slabs.length} slab${p.slabs.length === 1 ? '' : 's'}`
                  : ''}
              </span>
              <span>{p.availability} left</span>
              <Link to={`/admin/media/products/${p.id}`} className="text-brand-700 underline">
                Photos ({p.images.length})<span className="sr-only"> of {p.sku}</span>
              </Link>
              {p.archived_at ? (
                <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold">
                  Archived
                </span>
              ) : null}
              {canWrite ? (
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    disabled={act.state !== 'idle'}
                    onClick={() => send(p.archived_at ? 'unarchive' : 'archive', p.id)}
                    className="rounded border border-slate-400 bg-white px-2 py-1 font-medium"
                  >
                    {p.archived_at ? 'Unarchive' : 'Archive'}
                    <span className="sr-only"> {p.sku}</span>
                  </button>
                  <button
                    type="button"
                    disabled={act.state !== 'idle'}
                    onClick={() => {
                      if (
                        window.confirm(
                          `Remove ${p.sku}? A product that orders name is archived instead.`,
                        )
                      )
                        send('remove', p.id);
                    }}
                    className="rounded border border-red-700 bg-white px-2 py-1 font-medium text-red-800"
                  >
                    Remove<span className="sr-only"> {p.sku}</span>
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

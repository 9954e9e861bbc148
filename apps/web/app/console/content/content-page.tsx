// The home page's content in the console: banners per kind and screen type (upload, alt text,
// link, order, remove), the brands, head categories and item groups the home page shows, and the
// social links, and each banner's alt text in Japanese and Chinese. Every control is a form
// (works without JavaScript but the upload, which needs it for its progress bar, and the
// translations, read when opened); support staff see it all read-only.
import { useState } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { SCREEN_TYPES } from '@solestock/domain';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { BANNER_KINDS } from '@solestock/domain/back-office/content-schemas';
import { useStaffMe } from '../shared/use-staff-me';
import { Field, FormError, SubmitButton } from '../shared/form-parts';
import { ImageUpload } from '../media/image-upload';
import { ReadOnlyNotice } from '../shared/read-only-notice';
import { TranslationsDisclosure } from '../catalogue/translations-section';

// The answers of /api/admin/content/ are defined once in packages/domain (the API's response
// schemas); only the page's own action result is here.
import type { ContentData, GroupHit } from '@solestock/domain/back-office/content-schemas';
export type { ContentData, GroupHit };

export interface ContentActionResult {
  intent: string;
  ok: boolean;
  error?: string | null;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

const SCREEN_SIZE: Record<string, string> = {
  desktop: '1920 × 560 px or wider',
  tablet: '1024 × 400 px',
  mobile: '768 × 480 px',
};
const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The ids in a new order: `id` moved one place by `delta`. */
const moved = (ids: number[], id: number, delta: number) => {
  const next = [...ids];
  const at = next.indexOf(id);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= next.length) return null;
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
};

export function ContentPage({
  content,
  hits,
  q,
  result,
}: {
  content: ContentData;
  hits: GroupHit[] | null;
  q: string;
  result: ContentActionResult | undefined;
}) {
  const me = useStaffMe();
  const canWrite = staffMayDo(me.role, 'content.write');
  const [search] = useSearchParams();
  const kind = BANNER_KINDS.find((k) => k === search.get('kind')) ?? 'carousel';
  const screen = SCREEN_TYPES.find((s) => s === search.get('screen')) ?? 'desktop';
  const shown = content.banners.filter((b) => b.kind === kind && b.screen_type === screen);
  const shownIds = shown.map((b) => b.id);
  const rowError = result && !result.ok && !result.intent.startsWith('add-') ? result.error : null;
  const tab = (k: string, s: string) => {
    const p = new URLSearchParams(search);
    p.set('kind', k);
    p.set('screen', s);
    return `?${p.toString()}`;
  };
  const groupIds = content.item_groups.map((g) => g.id);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Home-page content</h1>
      {canWrite ? null : <ReadOnlyNotice what="the home page’s content" />}
      {result?.ok ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Saved. The storefront shows it now.
        </p>
      ) : null}
      <FormError error={rowError} />

      <section aria-labelledby="banners-title" className="space-y-4">
        <h2 id="banners-title" className="text-xl font-semibold">
          Banners
        </h2>
        <nav aria-label="Banner kind and screen type" className="flex flex-wrap gap-2">
          {BANNER_KINDS.flatMap((k) =>
            SCREEN_TYPES.map((s) => {
              const current = k === kind && s === screen;
              return (
                <Link
                  key={`${k}-${s}`}
                  to={tab(k, s)}
                  aria-current={current ? 'page' : undefined}
                  preventScrollReset
                  className={`rounded border px-3 py-1.5 text-sm ${
                    current
                      ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                      : 'border-slate-400 bg-white hover:bg-slate-100'
                  }`}
                >
                  {label(k)}, {s}
                </Link>
              );
            }),
          )}
        </nav>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-700">
            No {kind} banners for {screen} screens yet.
          </p>
        ) : (
          <ol className="space-y-3" aria-label={`${label(kind)} banners for ${screen} screens`}>
            {shown.map((b, i) => (
              <li
                key={b.id}
                className="grid gap-3 rounded border border-slate-200 bg-white p-3 md:grid-cols-[16rem_1fr]"
                data-testid="console-banner"
              >
                <img
                  src={b.image}
                  alt=""
                  width={256}
                  height={80}
                  loading="lazy"
                  className="h-auto w-full rounded bg-slate-100 object-cover md:w-64"
                />
                <div className="space-y-2">
                  <p className="text-sm font-medium">
                    {i + 1}. {b.alt || 'No alt text'}
                  </p>
                  {canWrite ? (
                    <>
                      <Form method="post" className="grid gap-2 sm:grid-cols-2">
                        <input type="hidden" name="id" value={b.id} />
                        <Field
                          label="Alt text"
                          name="alt"
                          id={`banner-alt-${b.id}`}
                          defaultValue={b.alt}
                          required
                        />
                        <Field
                          label="Link"
                          name="link"
                          id={`banner-link-${b.id}`}
                          defaultValue={b.link}
                          hint="A page of the shop (/…) or an https:// address; empty: none."
                        />
                        <div>
                          <SubmitButton intent={`banner-save-${b.id}`} tone="plain">
                            Save <span className="sr-only">banner {i + 1}</span>
                          </SubmitButton>
                        </div>
                      </Form>
                      <div className="flex flex-wrap gap-2">
                        {[
                          [-1, 'Move up'],
                          [1, 'Move down'],
                        ].map(([delta, text]) => {
                          const order = moved(shownIds, b.id, delta as number);
                          return order ? (
                            <Form method="post" key={text}>
                              <input type="hidden" name="kind" value={kind} />
                              <input type="hidden" name="screen_type" value={screen} />
                              <input type="hidden" name="ids" value={order.join(',')} />
                              <SubmitButton
                                intent={`banner-order-${b.id}-${delta}`}
                                tone="plain"
                                pendingLabel="Moving…"
                              >
                                {text} <span className="sr-only">banner {i + 1}</span>
                              </SubmitButton>
                            </Form>
                          ) : null;
                        })}
                        <Form method="post">
                          <input type="hidden" name="id" value={b.id} />
                          <SubmitButton
                            intent={`banner-remove-${b.id}`}
                            tone="danger"
                            pendingLabel="Removing…"
                          >
                            Remove <span className="sr-only">banner {i + 1}</span>
                          </SubmitButton>
                        </Form>
                      </div>
                    </>
                  ) : (
                    <p className="text-sm text-slate-700">Link: {b.link || 'none'}</p>
                  )}
                  <TranslationsDisclosure
                    entity="banner"
                    id={b.id}
                    name={`banner ${i + 1}`}
                    canWrite={canWrite}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        {canWrite ? (
          <AddBanner kind={kind} screen={screen} result={result} key={`${kind}-${screen}`} />
        ) : null}
      </section>

      <section aria-labelledby="home-title" className="space-y-4">
        <h2 id="home-title" className="text-xl font-semibold">
          What the home page shows
        </h2>
        <Form method="post" className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            {(
              [
                ['Brands', 'brand', content.brands],
                ['Head categories', 'head_category', content.head_categories],
              ] as const
            ).map(([legend, name, rows]) => (
              <fieldset
                key={name}
                className="max-h-72 overflow-auto rounded border border-slate-200 bg-white p-3"
              >
                <legend className="px-1 text-sm font-semibold">{legend}</legend>
                <ul className="grid gap-1 sm:grid-cols-2">
                  {rows.map((r) => (
                    <li key={r.id} className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        id={`${name}-${r.id}`}
                        name={name}
                        value={r.id}
                        defaultChecked={r.show_on_homepage}
                        disabled={!canWrite}
                        className="h-4 w-4"
                      />
                      <label htmlFor={`${name}-${r.id}`} className="text-sm">
                        {r.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          {canWrite ? <SubmitButton intent="home">Save brands and categories</SubmitButton> : null}
        </Form>

        <div className="space-y-3 rounded border border-slate-200 bg-white p-3">
          <h3 className="text-sm font-semibold">Item groups on the home page</h3>
          {content.item_groups.length === 0 ? (
            <p className="text-sm text-slate-700">None chosen.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {content.item_groups.map((g) => (
                <li key={g.id} className="flex items-center justify-between gap-3 py-1.5">
                  <span className="text-sm">
                    {g.name} <span className="text-slate-600">({g.brand})</span>
                  </span>
                  {canWrite ? (
                    <Form method="post">
                      <input
                        type="hidden"
                        name="ids"
                        value={groupIds.filter((id) => id !== g.id).join(',')}
                      />
                      <SubmitButton intent={`groups-remove-${g.id}`} tone="plain">
                        Take off <span className="sr-only">{g.name}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canWrite ? (
            <>
              <Form method="get" className="flex items-end gap-2" preventScrollReset>
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="screen" value={screen} />
                <div className="flex-1">
                  <Field label="Find an item group" name="q" type="search" defaultValue={q} />
                </div>
                <button
                  type="submit"
                  className="rounded border border-slate-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100"
                >
                  Find
                </button>
              </Form>
              {hits ? (
                hits.length === 0 ? (
                  <p className="text-sm text-slate-700">No item group is named like “{q}”.</p>
                ) : (
                  <ul aria-label="Item groups found" className="divide-y divide-slate-100">
                    {hits.map((g) => (
                      <li key={g.id} className="flex items-center justify-between gap-3 py-1.5">
                        <span className="text-sm">
                          {g.name} <span className="text-slate-600">({g.brand})</span>
                        </span>
                        {groupIds.includes(g.id) ? (
                          <span className="text-sm text-slate-600">Shown</span>
                        ) : (
                          <Form method="post">
                            <input type="hidden" name="ids" value={[...groupIds, g.id].join(',')} />
                            <SubmitButton intent={`groups-add-${g.id}`} tone="plain">
                              Show on home page <span className="sr-only">{g.name}</span>
                            </SubmitButton>
                          </Form>
                        )}
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="social-title" className="space-y-4">
        <h2 id="social-title" className="text-xl font-semibold">
          Social links
        </h2>
        <ul className="space-y-3">
          {content.social_links.map((s, i) => {
            const order = content.social_links.map((l) => l.id);
            const up = moved(order, s.id, -1);
            const failed = result && !result.ok && result.intent === `social-save-${s.id}`;
            return (
              <li key={s.id} className="rounded border border-slate-200 bg-white p-3">
                {canWrite ? (
                  <div className="space-y-2">
                    <Form
                      method="post"
                      className="grid items-end gap-2 md:grid-cols-[auto_1fr_2fr_1fr_auto]"
                    >
                      <img
                        src={s.icon}
                        alt=""
                        width={36}
                        height={36}
                        className="h-9 w-9 rounded-full"
                      />
                      <input type="hidden" name="id" value={s.id} />
                      <Field
                        label="Name"
                        name="name"
                        id={`social-name-${s.id}`}
                        defaultValue={s.name}
                        required
                        error={failed ? result.fields?.name : undefined}
                      />
                      <Field
                        label="Address (https)"
                        name="url"
                        id={`social-url-${s.id}`}
                        type="url"
                        defaultValue={s.url}
                        required
                        error={failed ? result.fields?.url : undefined}
                      />
                      <Field
                        label="Icon address"
                        name="icon"
                        id={`social-icon-${s.id}`}
                        defaultValue={s.icon}
                        error={failed ? result.fields?.icon : undefined}
                      />
                      <SubmitButton intent={`social-save-${s.id}`} tone="plain">
                        Save <span className="sr-only">{s.name}</span>
                      </SubmitButton>
                    </Form>
                    <div className="flex gap-2">
                      {up ? (
                        <Form method="post">
                          <input type="hidden" name="ids" value={up.join(',')} />
                          <SubmitButton intent={`social-order-${s.id}`} tone="plain">
                            Move up <span className="sr-only">{s.name}</span>
                          </SubmitButton>
                        </Form>
                      ) : null}
                      <Form method="post">
                        <input type="hidden" name="id" value={s.id} />
                        <SubmitButton intent={`social-remove-${s.id}`} tone="danger">
                          Remove <span className="sr-only">{s.name}</span>
                        </SubmitButton>
                      </Form>
                    </div>
                  </div>
                ) : (
                  <p className="flex items-center gap-3 text-sm">
                    <img
                      src={s.icon}
                      alt=""
                      width={36}
                      height={36}
                      className="h-9 w-9 rounded-full"
                    />
                    {i + 1}. {s.name}: {s.url}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {canWrite ? <AddSocial result={result} /> : null}
      </section>
    </div>
  );
}

function AddBanner({
  kind,
  screen,
  result,
}: {
  kind: string;
  screen: string;
  result: ContentActionResult | undefined;
}) {
  const [image, setImage] = useState('');
  const mine = result?.intent === 'add-banner' ? result : undefined;
  return (
    <div className="max-w-2xl rounded border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold">
        Add a {kind} banner for {screen} screens
      </h3>
      <Form method="post" className="mt-3 space-y-3" key={mine?.ok ? 'added' : 'editing'}>
        <FormError error={mine && !mine.ok ? mine.error : null} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="screen_type" value={screen} />
        <input type="hidden" name="image" value={image} />
        <ImageUpload
          label="Banner image"
          hint={`JPEG, PNG, WebP or AVIF up to 10 MB; ${SCREEN_SIZE[screen] ?? 'wide'} looks best.`}
          onUploaded={(u) => setImage(u.url)}
        />
        {mine?.fields?.image ? <p className="text-sm text-red-700">{mine.fields.image}</p> : null}
        <Field
          label="Alt text"
          name="alt"
          required
          defaultValue={mine?.ok ? '' : (mine?.values?.alt ?? '')}
          error={mine?.fields?.alt}
          hint="What the banner says, for people who cannot see it."
        />
        <Field
          label="Link"
          name="link"
          defaultValue={mine?.ok ? '' : (mine?.values?.link ?? '')}
          error={mine?.fields?.link}
          hint="A page of the shop (/…) or an https:// address; empty: none."
        />
        <SubmitButton intent="add-banner" pendingLabel="Adding…">
          Add banner
        </SubmitButton>
      </Form>
    </div>
  );
}

function AddSocial({ result }: { result: ContentActionResult | undefined }) {
  const mine = result?.intent === 'add-social' ? result : undefined;
  return (
    <div className="max-w-2xl rounded border border-slate-200 bg-white p-4">
      <h3 className="text-lg font-semibold">Add a social link</h3>
      <Form method="post" className="mt-3 space-y-3" key={mine?.ok ? 'added' : 'editing'}>
        <FormError error={mine && !mine.ok ? mine.error : null} />
        <Field
          label="Name"
          name="name"
          id="social-new-name"
          required
          defaultValue={mine?.ok ? '' : (mine?.values?.name ?? '')}
          error={mine?.fields?.name}
        />
        <Field
          label="Address (https)"
          name="url"
          id="social-new-url"
          type="url"
          required
          defaultValue={mine?.ok ? '' : (mine?.values?.url ?? '')}
          error={mine?.fields?.url}
        />
        <Field
          label="Icon address"
          name="icon"
          id="social-new-icon"
          defaultValue={mine?.ok ? '' : (mine?.values?.icon ?? '')}
          error={mine?.fields?.icon}
          hint="An uploaded image (/media/…); empty: the name's first letter."
        />
        <SubmitButton intent="add-social" pendingLabel="Adding…">
          Add link
        </SubmitButton>
      </Form>
    </div>
  );
}

// A product's photos in the console: upload one (progress bar, preview), put it on the product
// (and every size of its colour, the default), make one the cover, take one off. Support staff
// see the photos only.
import { useState } from 'react';
import { Form } from 'react-router';
import type { AdminProductImages } from '@solestock/domain/back-office/catalogue-payloads';
import { staffMayDo } from '@solestock/domain/back-office/staff-roles';
import { useStaffMe } from '../shared/use-staff-me';
import { FormError, SubmitButton } from '../shared/form-parts';
import { ImageUpload } from './image-upload';
import { ReadOnlyNotice } from '../shared/read-only-notice';

/** The product's photos as the API answers them (the domain's one product definition). */
export type ProductImages = AdminProductImages;
export interface ProductImagesResult {
  intent: string;
  ok: boolean;
  error?: string | null;
}

export function ProductImagesPage({
  product,
  result,
}: {
  product: ProductImages;
  result: ProductImagesResult | undefined;
}) {
  const me = useStaffMe();
  const canWrite = staffMayDo(me.role, 'catalogue.write');
  const [url, setUrl] = useState('');
  const images =
    product.images.includes(product.cover_image) || !product.cover_image
      ? product.images
      : [product.cover_image, ...product.images];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Images of {product.name}</h1>
        <p className="text-sm text-slate-700">
          SKU {product.sku}
          {product.color ? `, ${product.color}` : ''}
          {product.size ? `, size ${product.size}` : ''} ·{' '}
          <a
            className="text-brand-700 underline"
            href={`/products/product/${product.id}`}
            target="_blank"
            rel="noreferrer"
          >
            See it in the shop (opens in a new tab)
          </a>
        </p>
      </div>
      {result?.ok ? (
        <p
          role="status"
          className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          Saved. The storefront shows it now.
        </p>
      ) : null}
      <FormError error={result && !result.ok ? result.error : null} />
      {canWrite ? null : <ReadOnlyNotice what="this product’s photos" />}

      {images.length === 0 ? (
        <p className="text-sm text-slate-700">This product has no images yet.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Images">
          {images.map((src, i) => (
            <li
              key={src}
              className="space-y-2 rounded border border-slate-200 bg-white p-2"
              data-testid="console-product-image"
            >
              <img
                src={src}
                alt={`Image ${i + 1}`}
                width={200}
                height={150}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full rounded bg-slate-50 object-contain"
              />
              <p className="text-xs text-slate-700">
                {src === product.cover_image ? 'Cover' : `Image ${i + 1}`}
              </p>
              {canWrite ? (
                <div className="flex flex-wrap gap-2">
                  {src !== product.cover_image && src.startsWith('/media/u/') ? (
                    <Form method="post">
                      <input type="hidden" name="url" value={src} />
                      <SubmitButton intent={`cover-${i}`} tone="plain">
                        Make cover <span className="sr-only">image {i + 1}</span>
                      </SubmitButton>
                    </Form>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="url" value={src} />
                    <SubmitButton intent={`remove-${i}`} tone="danger" pendingLabel="Removing…">
                      Remove <span className="sr-only">image {i + 1}</span>
                    </SubmitButton>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {canWrite ? (
        <section
          aria-labelledby="add-image-title"
          className="max-w-xl rounded border border-slate-200 bg-white p-4"
        >
          <h2 id="add-image-title" className="text-lg font-semibold">
            Add a photo
          </h2>
          <Form method="post" className="mt-3 space-y-3" key={result?.ok ? 'added' : 'editing'}>
            <ImageUpload label="Photo" onUploaded={(u) => setUrl(u.url)} />
            <input type="hidden" name="url" value={url} />
            <div className="flex items-start gap-2">
              <input id="image-cover" type="checkbox" name="cover" className="mt-1 h-4 w-4" />
              <label htmlFor="image-cover" className="text-sm">
                Make it the cover (the picture on cards and in the cart)
              </label>
            </div>
            <div className="flex items-start gap-2">
              <input
                id="image-same-colour"
                type="checkbox"
                defaultChecked
                onChange={(e) => {
                  const hidden = e.currentTarget.form?.elements.namedItem('same_colour');
                  if (hidden instanceof HTMLInputElement)
                    hidden.value = e.currentTarget.checked ? 'on' : 'off';
                }}
                className="mt-1 h-4 w-4"
              />
              <input type="hidden" name="same_colour" defaultValue="on" />
              <label htmlFor="image-same-colour" className="text-sm">
                Every size in {product.color || 'this colour'} gets it too
              </label>
            </div>
            <SubmitButton intent="add" pendingLabel="Adding…">
              Add to product
            </SubmitButton>
            {!url ? (
              <p className="text-xs text-slate-600">Upload a photo first, then add it.</p>
            ) : null}
          </Form>
        </section>
      ) : null}
    </div>
  );
}

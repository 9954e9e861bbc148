// The product's images: a main image with previous/next arrows that wrap both ways, and
// thumbnails (000 §2). Parents key it by product so a variant starts at its first image.
import { useState } from 'react';
import { MediaImage } from '../../components/ui/media-image';
import { useT } from '../../i18n/i18n';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = images[index];

  return (
    <div className="flex flex-col-reverse gap-3 lg:flex-row">
      {count > 1 ? (
        <ul
          aria-label={t('product.gallery.images')}
          className="flex gap-2 overflow-x-auto lg:w-20 lg:flex-col lg:overflow-visible"
        >
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.gallery.show', { n: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className="gallery-thumb"
              >
                <MediaImage
                  src={src}
                  sizes="72px"
                  alt=""
                  width={72}
                  height={72}
                  className="h-14 w-16 object-cover lg:h-[54px] lg:w-[72px]"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative flex-1 overflow-hidden rounded-2xl bg-[#f4f6f5]">
        {current ? (
          <MediaImage
            src={current}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={t('product.gallery.alt', { name, n: index + 1, count })}
            width={800}
            height={800}
            fetchPriority="high"
            className="aspect-[4/3] w-full object-contain"
            data-testid="gallery-image"
          />
        ) : (
          <div className="aspect-[4/3] w-full" />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('product.gallery.previous')}
              className="absolute top-1/2 left-3 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow hover:bg-white"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('product.gallery.next')}
              className="absolute top-1/2 right-3 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-slate-800 shadow hover:bg-white"
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

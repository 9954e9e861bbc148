// A style-and-colour block's heading (decisions 155 and 156): the style's image and brand, its
// name as the block's h3, what the screen says of the block under the name and, last, the
// block's subtotal. The cart, the buyer's order page and the console's order page draw their
// blocks' headings with it, so the image and brand are drawn one way; each screen keeps its own
// layout classes and lines, and the cart's name is the button that opens its block.
import type { ReactNode } from 'react';
import { sizeRunText } from '@solestock/domain/style-runs';
import { MediaImage } from './media-image';
import { useT } from '../../i18n/i18n';

export function StyleHeading({
  style,
  pictured,
  lead,
  title,
  children,
  subtotal,
  className,
  textClassName = 'min-w-0 flex-1',
  titleClassName,
  subtotalClassName,
}: {
  style: { name: string; brand: string; image: string };
  /**
   * With the image, and the brand above the name: the order page's blocks and an open cart
   * block; the console's name the brand in their own line.
   */
  pictured: boolean;
  /** Before the image: the cart's checkbox for the whole block. */
  lead?: ReactNode;
  /** The h3's content: the style's name unless given (the cart's is its block's button). */
  title?: ReactNode;
  /** Under the name: the screen's own words of the block (colour, sizes, pairs, notes). */
  children: ReactNode;
  /** The block's subtotal in the screen's format, after the text (the cart's is in its line). */
  subtotal?: string;
  className: string;
  textClassName?: string;
  titleClassName: string;
  subtotalClassName?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      {lead}
      {pictured ? (
        <MediaImage
          src={style.image}
          sizes="64px"
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover"
        />
      ) : null}
      <div className={textClassName}>
        {pictured ? (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {style.brand}
          </p>
        ) : null}
        <h3 className={titleClassName}>{title ?? style.name}</h3>
        {children}
      </div>
      {subtotal === undefined ? null : (
        <p className={subtotalClassName}>
          <span className="sr-only">{t('browse.subtotal')}</span>
          {subtotal}
        </p>
      )}
    </div>
  );
}

/** A folded block's sizes and pairs in words (sizeRunText), in place of its cells. */
export function FoldedSizes({
  lines,
  className,
}: {
  lines: Parameters<typeof sizeRunText>[0];
  className: string;
}) {
  const t = useT();
  return (
    <p className={className}>
      <span className="sr-only">{t('browse.sizesAndPairs')}</span>
      {sizeRunText(lines)}
    </p>
  );
}

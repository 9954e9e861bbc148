// The variant rows of a product (000 §2, §5): colour thumbnails for non-empty colours, size
// buttons for non-empty, non-null sizes (the row only when one exists), each pointing at another
// product of the same item group; and the total-options line.
import { sortSizes, type ProductVariant as Variant } from '@solestock/domain';
import { englishDomainTexts } from '../../i18n/domain-texts';

export interface ColourOption {
  color: string;
  productId: number;
  coverImage: string;
  current: boolean;
}

export interface SizeOption {
  size: string;
  productId: number;
  current: boolean;
  /** Whether this size exists in the current colour (else the button changes colour too). */
  inColour: boolean;
}

export interface VariantRows {
  colours: ColourOption[];
  sizes: SizeOption[];
  /** e.g. '4 colours, 6 sizes'; sizes only when more than one exists (000 §5). */
  optionsLine: string;
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

export function variantRows(
  variants: readonly Variant[],
  current: { id: number; color: string | null; size: string | null },
): VariantRows {
  const colours: ColourOption[] = [];
  for (const v of variants) {
    if (!present(v.color) || colours.some((c) => c.color === v.color)) continue;
    // The same size in the other colour when it exists, so a colour switch keeps the size.
    const target =
      v.color === current.color
        ? (variants.find((x) => x.id === current.id) ?? v)
        : (variants.find((x) => x.color === v.color && x.size === current.size) ?? v);
    colours.push({
      color: v.color,
      productId: target.id,
      coverImage: target.coverImage || v.coverImage,
      current: v.color === current.color,
    });
  }

  const sizeNames = sortSizes(variants.map((v) => v.size));
  const sizes: SizeOption[] = sizeNames.map((size) => {
    const sameColour = variants.find((v) => v.size === size && v.color === current.color);
    const any = variants.find((v) => v.size === size) as Variant;
    return {
      size,
      productId: size === current.size ? current.id : (sameColour ?? any).id,
      current: size === current.size,
      inColour: Boolean(sameColour),
    };
  });

  const optionsLine = englishDomainTexts.optionsLine(colours.length, sizes.length);
  return { colours, sizes, optionsLine };
}

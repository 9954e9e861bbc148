// The cart by style and colour (decision 155) as e2e tests find a product in it: each size's
// controls are named "<style>, <colour>, size <size>", the style being the product's name without
// the colour and size the catalogue's names end with.
import type { Page } from 'playwright-core';
import type { ProductDetail } from '@solestock/domain';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Named = Pick<ProductDetail, 'productName' | 'color' | 'size'>;

/** "Harbor Boot": the style's name, the product's without the colour and size it ends with. */
export function styleName(product: Named) {
  const suffix = new RegExp(
    `\\s+${escape(product.color)}${product.size ? `(\\s+${escape(product.size)})?` : ''}$`,
    'i',
  );
  return product.productName.replace(suffix, '');
}

/** "Harbor Boot, Navy, size 9": what the cart names a product's size by. */
export function cartSizeName(product: Named) {
  return `${styleName(product)}, ${product.color}${product.size ? `, size ${product.size}` : ''}`;
}

/** The product's size cell (`cart-line`) and its style-and-colour block (`cart-style`). */
export function cartCell(page: Page, product: ProductDetail) {
  const box = page.getByRole('textbox', { name: `${cartSizeName(product)}, pairs`, exact: true });
  return {
    cell: page.getByTestId('cart-line').filter({ has: box }),
    block: page.getByTestId('cart-style').filter({ has: box }),
    quantity: box,
  };
}

/** Opens every block of a long cart, so each size's cell is on the page. */
export async function expandAll(page: Page) {
  const expand = page.getByRole('button', { name: 'Expand all' });
  if (await expand.count()) await expand.click();
}

/** A size's unit price: its own cell's when its block's sizes differ, else its block's header's. */
export async function unitPrice({ cell, block }: ReturnType<typeof cartCell>): Promise<string> {
  const own = cell.getByTestId('line-unit-price');
  return (await own.count()) ? own.innerText() : block.getByTestId('line-unit-price').innerText();
}

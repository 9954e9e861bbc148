// A style and colour's sizes in a few words (issue 34, item 1; decision 156): "40×12, 41×12, 42×6",
// the same on the order page's folded blocks, the console's and in the order mails, and the rule
// for when an order's blocks start folded.
import { MODES, type Mode } from './constants.ts';

/** A size as a line names it: a style with one size has none. */
export const sizeLabel = (size: string | null | undefined) => size || 'One size';

/** The one mode all `lines` share, or null when they mix air and sea. */
export function sharedMode(lines: readonly { mode: Mode }[]): Mode | null {
  const first = lines[0]?.mode;
  return first && lines.every((l) => l.mode === first) ? first : null;
}

/**
 * "40×12, 41×12, 42×6": each size with its pairs, in the block's order; when the block mixes
 * modes each size says its own ("40×12 Sea Mode").
 */
export function sizeRunText(
  lines: readonly { size: string | null; quantity: number; mode: Mode }[],
): string {
  const mixed = sharedMode(lines) === null;
  return lines
    .map((l) => `${sizeLabel(l.size)}×${l.quantity}${mixed ? ` ${MODES[l.mode].label}` : ''}`)
    .join(', ');
}

/**
 * An order of up to this many lines shows every block open; a longer one starts with its blocks
 * folded to a line each (name, colour, sizes in words, pairs, subtotal) and opens them one by one
 * or all at once.
 */
export const OPEN_BLOCKS_UP_TO_LINES = 40;

export const startsFolded = (styles: readonly { lines: readonly unknown[] }[]) =>
  styles.reduce((n, s) => n + s.lines.length, 0) > OPEN_BLOCKS_UP_TO_LINES;

/** "3 pairs", "1 pair". */
export const pairsText = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'pair' : 'pairs'}`;

// Which blocks of an order's styles are open (decision 156): all of a short order's, none of a
// long one's (startsFolded); each opens and closes by its own button, and all at once. A block
// once opened stays mounted while folded (`mounted`), so a quantity typed into it is kept.
import { useState } from 'react';
import { startsFolded } from '@solestock/domain/style-runs';
import { useT } from '../../i18n/i18n';

export function useOpenBlocks(styles: readonly { key: string; lines: readonly unknown[] }[]) {
  const folded = startsFolded(styles);
  const every = () => new Set(styles.map((s) => s.key));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => (folded ? new Set() : every()));
  const [seen, setSeen] = useState<ReadonlySet<string>>(open);
  const allOpen = styles.every((s) => open.has(s.key));
  const show = (next: ReadonlySet<string>) => {
    setOpen(next);
    setSeen((now) => (next.size === 0 ? now : new Set([...now, ...next])));
  };
  return {
    /** Whether the order is long enough to fold: its blocks then have buttons. */
    foldable: folded,
    isOpen: (key: string) => open.has(key),
    mounted: (key: string) => open.has(key) || seen.has(key),
    toggle: (key: string) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      show(next);
    },
    allOpen,
    toggleAll: () => show(allOpen ? new Set() : every()),
  };
}

/** A DOM id from a block's key ("12:black", "p7:navy blue"). */
export const blockId = (key: string) => `style-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

type OpenBlocks = ReturnType<typeof useOpenBlocks>;

/** "Expand all" / "Collapse all" over an order's blocks; nothing for a short order. */
export function ExpandAllButton({ blocks, className }: { blocks: OpenBlocks; className: string }) {
  const t = useT();
  if (!blocks.foldable) return null;
  return (
    <button type="button" onClick={blocks.toggleAll} className={className}>
      {blocks.allOpen ? t('browse.collapseAll') : t('browse.expandAll')}
    </button>
  );
}

/**
 * A block's own button: "Show sizes of Runner, Black" with aria-expanded, controlling its sizes'
 * list while that is in the page; nothing for a short order (its blocks are always open).
 */
export function BlockToggle({
  blocks,
  block,
  label,
  className,
}: {
  blocks: OpenBlocks;
  block: { key: string; name: string; color: string };
  /** The visible words: "Show sizes" while folded. */
  label: string;
  className: string;
}) {
  const t = useT();
  if (!blocks.foldable) return null;
  const open = blocks.isOpen(block.key);
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={blocks.mounted(block.key) ? `${blockId(block.key)}-sizes` : undefined}
      onClick={() => blocks.toggle(block.key)}
      className={className}
    >
      {open ? t('browse.hideSizes') : label}
      <span className="sr-only">
        {t('browse.sizesOf', { name: block.name, colour: block.color })}
      </span>
    </button>
  );
}

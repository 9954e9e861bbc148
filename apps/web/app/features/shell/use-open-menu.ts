// The header's one-open-at-a-time menus (000 §2: only one of my-account, categories, brands or
// shop-by is open at a time). A click outside the header, Escape, or a page change closes them.
import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

export type MenuName = 'account' | 'categories' | 'brands' | 'shopBy' | 'country';

/** `rootRef` is the element outside which a click closes the menus. */
export function useOpenMenu(rootRef: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  // A menu belongs to the page it was opened on: moving to another page closes it.
  const [opened, setOpened] = useState<{ name: MenuName; page: string } | null>(null);
  const open = opened?.page === page ? opened.name : null;
  const setOpen = (next: MenuName | null | ((current: MenuName | null) => MenuName | null)) =>
    setOpened((prev) => {
      const current = prev?.page === page ? prev.name : null;
      const name = typeof next === 'function' ? next(current) : next;
      return name ? { name, page } : null;
    });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpened(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Give focus back to the control that opened the menu.
      const trigger = rootRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${open}"]`);
      setOpened(null);
      trigger?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef]);

  return {
    open,
    show: (name: MenuName) => setOpen(name),
    toggle: (name: MenuName) => setOpen((current) => (current === name ? null : name)),
    close: () => setOpen(null),
    /** Closes `name` only if it is the open one (a mouse leaving one menu for another). */
    closeIf: (name: MenuName) => setOpen((current) => (current === name ? null : current)),
  };
}

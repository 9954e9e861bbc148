// The spots of a shared page's personal part rendered for one shopper (docs/decisions/157): the
// web server calls this through the server build's entry (entry.server.tsx), so the markup comes
// from the very components, and the very React, the page was rendered with.
import { renderToString } from 'react-dom/server';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { PERSONAL_SPOTS, type PersonalPart, type SpotName } from './personal-part';
import { translatorOf } from '../i18n/i18n';

/**
 * In the page's language: the kept page was rendered in this process, its catalogue loaded
 * then (entry.server.tsx), so `translatorOf` has it.
 */
export function renderPersonalSpots(
  part: PersonalPart,
  locale: Locale = DEFAULT_LOCALE,
): Record<SpotName, string> {
  const t = translatorOf(locale);
  const spots = {} as Record<SpotName, string>;
  for (const name of Object.keys(PERSONAL_SPOTS) as SpotName[]) {
    spots[name] = renderToString(<>{PERSONAL_SPOTS[name](part, t)}</>);
  }
  return spots;
}

/**
 * Every form a spot takes (a guest's, a shopper's with items in the cart), for the shared page's
 * inline stylesheet: the shared render holds only the markers, yet each shopper's spots must be
 * styled from the first paint (decision 121).
 */
export const SPOT_SAMPLES = [
  { user: null, cartCount: 0 },
  { user: { id: 1, username: 'sample' }, cartCount: 100 },
]
  .map((part) => Object.values(renderPersonalSpots(part)).join(''))
  .join('');

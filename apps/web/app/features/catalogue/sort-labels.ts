// The sort options' labels in the catalogues (their English texts are SORT_OPTIONS'), for the
// listing's and the search results' sort links.
import type { SortValue } from '@solestock/domain';
import type { MessageId } from '../../i18n/i18n';

export const SORT_LABEL: Record<SortValue, MessageId> = {
  recommended: 'listing.sort.recommended',
  new_arrival: 'listing.sort.newArrival',
  most_popular: 'listing.sort.mostPopular',
};

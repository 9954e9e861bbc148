// Any path no other route claims: the 404 page, with HTTP status 404.
import { data } from 'react-router';

export function loader() {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}

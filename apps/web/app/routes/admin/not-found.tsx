// An unknown /admin path: a 404 inside the console's frame.
import { data } from 'react-router';
import { consoleMeta } from '../../console/shared/console-meta';

export const meta = () => consoleMeta('Not found');

export function loader() {
  return data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Not found</h1>
      <p className="mt-2 text-slate-700">There is no back-office page at this address.</p>
    </div>
  );
}

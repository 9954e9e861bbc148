// A signed-in console page that failed, drawn inside the console's frame so the navigation stays.
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function ConsoleErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = status === 403;
  return (
    <div>
      <h1 className="text-2xl font-bold">
        {forbidden ? 'Not for your role' : status === 404 ? 'Not found' : 'Something went wrong'}
      </h1>
      <p role="alert" className="mt-2 text-slate-700">
        {forbidden
          ? 'Your role does not open this page. Ask an owner if you need it.'
          : status === 404
            ? 'There is nothing at this address.'
            : 'This page could not be loaded. Please try again in a moment.'}
      </p>
    </div>
  );
}

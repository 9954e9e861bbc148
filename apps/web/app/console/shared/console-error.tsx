// A signed-in console page that failed, drawn inside the console's frame so the navigation stays.
// A 404 here is the API's (the console's own unknown paths have their page): the server does not
// answer this page's call, e.g. a part of the back office not deployed yet. Its sentence is shown.
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function ConsoleErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const said = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  const [title, text] =
    status === 403
      ? ['Not for your role', 'Your role does not open this page. Ask an owner if you need it.']
      : status === 404
        ? [
            'Not available',
            'The server has nothing for this page (404). This part of the back office may not be installed on this server yet.',
          ]
        : ['Something went wrong', 'This page could not be loaded. Please try again in a moment.'];
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-2 text-slate-700">
        {text}
      </p>
      {said && status !== 403 ? (
        <p className="mt-2 text-sm text-slate-600">The server said: {said}</p>
      ) : null}
    </div>
  );
}

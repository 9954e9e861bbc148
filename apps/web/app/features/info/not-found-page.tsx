// The spec's 404 page: 'Oops !', the router's error text, and the reassurance line.
import { useBrand } from '../../lib/brand';

export function NotFoundPage({ errorText }: { errorText: string }) {
  const { shop_name } = useBrand();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`Page not found | ${shop_name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-5xl font-extrabold text-brand-700">Oops !</h1>
      <p className="mt-4 text-lg font-medium text-slate-700">{errorText}</p>
      <p className="mt-2 text-slate-600">Looks like this page doesn’t exist.</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Go to home
      </a>
    </main>
  );
}

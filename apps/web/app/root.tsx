import {
  type ShouldRevalidateFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { apiJson } from './lib/api';
import type { Brand, Category } from './lib/catalog-types';
import { DEFAULT_COUNTRY, countryFromCookie } from './lib/country';
import type { ExchangeRatesDto, ShopContext } from './lib/shop-context';
import { NotFoundPage } from './features/info/not-found-page';
import { DesktopSearchBox, MobileSearchBar } from './features/search/search-box';
import stylesheet from './app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Country, rates and the catalogue directory for every page; failures degrade, never throw. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ShopContext> {
  const settle = <T,>(p: Promise<T>) =>
    p.then(
      (value) => ({ value, error: null }),
      (e: unknown) => ({ value: null, error: e instanceof Error ? e.message : String(e) }),
    );
  const cookieCountry = countryFromCookie(request.headers.get('cookie'));
  const [country, rates, categories, brands] = await Promise.all([
    cookieCountry
      ? Promise.resolve(cookieCountry)
      : apiJson<{ country: string }>(context.api, '/ecommerce/get-user-country/', {
          headers: { 'accept-language': request.headers.get('accept-language') ?? '' },
        }).then(
          (r) => countryFromCookie(`country=${r.country}`) ?? DEFAULT_COUNTRY,
          () => DEFAULT_COUNTRY,
        ),
    settle(apiJson<ExchangeRatesDto>(context.api, '/ecommerce/exchange-rates/')),
    settle(apiJson<Category[]>(context.api, '/ecommerce/categories/')),
    settle(apiJson<Brand[]>(context.api, '/ecommerce/brands/')),
  ]);
  return {
    country,
    rates: rates.value,
    categories: categories.value,
    categoriesError: categories.error,
    brands: brands.value,
    brandsError: brands.error,
  };
}

/** The directory and rates change rarely: reload them only after a form (e.g. country) posts. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f6f5f" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      {/* Until the header takes them (it receives both as props), a minimal search bar. */}
      <div className="border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
        <div className="mx-auto hidden max-w-7xl justify-center lg:flex">
          <DesktopSearchBox />
        </div>
        <div className="lg:hidden">
          <MobileSearchBar />
        </div>
      </div>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage errorText={error.statusText || String(error.data ?? 'Not Found')} />;
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Something went wrong | Solestock</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <a
        className="mt-8 inline-block rounded bg-brand-600 px-5 py-2 font-semibold text-white"
        href="/"
      >
        Back to home
      </a>
    </main>
  );
}

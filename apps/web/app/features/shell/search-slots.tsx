// Stand-ins for the search feature's boxes, passed to the header as slots: a plain GET form to
// /search-results (text trimmed, blank not submitted, 000 §5) and a tappable bar for phones.
import { Form, Link, useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';

export function SearchForm() {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/search-results"
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (q) navigate(`/search-results?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        required
        // Without JavaScript too, a box of only spaces is not submitted.
        pattern=".*\S.*"
        placeholder="Search for products, brands and more"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-5 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 grid h-9 w-9 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SearchIcon size={18} />
      </button>
    </Form>
  );
}

export function SearchBarLink() {
  return (
    <Link
      to="/search-results"
      className="flex h-10 w-full items-center gap-2 rounded-full border border-slate-300 bg-slate-50 px-4 text-sm text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <SearchIcon size={18} />
      <span>Search for products, brands and more</span>
    </Link>
  );
}

// The peer row of issue 17: Vendure 3 under the same long-tail load as Solestock, on the same
// PostgreSQL server, and (with --solestock) Solestock's production server measured in the same
// window, the two alternating round by round.
//
//   node bench/peers/vendure/run.mjs                       # install, populate, measure Vendure
//   node bench/peers/vendure/run.mjs --solestock           # and Solestock, alternating
//   node bench/peers/vendure/run.mjs --reuse --rounds 1    # keep the populated database
//
// Every request is a different one: a random page of the product list, a random product's
// detail, a search for one or two catalogue words of which about half carry a typo, each with a
// counter Solestock's microcache does not know (Vendure has no response cache). Each round
// also measures the server's own health endpoint (both ping the database), so throughput is
// also given as a ratio to it. Only the 2xx answers with data count: before each target's
// timed runs, 60 requests of every kind are checked for GraphQL errors and empty data. What
// every peer shares (flags, Solestock's server, rounds, load, settling) is ../harness.mjs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get, pickOne, randomInt, runPeer, searchTerm, vocabulary } from '../harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DATABASE = process.env.VENDURE_DATABASE ?? 'vendure_bench';

// --- What is asked ----------------------------------------------------------------------------

const LIST_QUERY = `query List($skip: Int!, $take: Int!) {
  products(options: { skip: $skip, take: $take }) {
    totalItems
    items {
      id name slug
      featuredAsset { preview }
      facetValues { name facet { name } }
      variants { id sku priceWithTax currencyCode stockLevel }
    }
  }
}`;
const DETAIL_QUERY = `query Detail($id: ID!) {
  product(id: $id) {
    id name slug description
    featuredAsset { preview } assets { preview }
    facetValues { name facet { name } }
    collections { name slug }
    optionGroups { code name options { code name } }
    variants { id name sku price priceWithTax currencyCode stockLevel options { code name group { code } } }
  }
}`;
const SEARCH_QUERY = `query Search($term: String!, $skip: Int!) {
  search(input: { term: $term, groupByProduct: true, take: 20, skip: $skip }) {
    totalItems
    facetValues { count facetValue { id name facet { name } } }
    items {
      productId productName slug
      productAsset { preview }
      priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } }
      currencyCode
    }
  }
}`;

async function vendureTarget(origin, log) {
  const gql = async (query, variables) => {
    const res = await fetch(`${origin}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (!res.ok || body.errors)
      throw new Error(`Vendure ${res.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const PAGE = 10; // Solestock's listing page size
  const ids = [];
  const names = [];
  let total = Infinity;
  for (let skip = 0; skip < total; skip += 100) {
    const d = await gql(
      'query($skip:Int!){products(options:{skip:$skip,take:100}){totalItems items{id name}}}',
      { skip },
    );
    total = d.products.totalItems;
    for (const p of d.products.items) {
      ids.push(p.id);
      names.push(p.name);
    }
  }
  const pages = Math.ceil(total / PAGE);
  const words = vocabulary(names);
  const bodies = {
    list: () => ({ query: LIST_QUERY, variables: { skip: randomInt(pages) * PAGE, take: PAGE } }),
    detail: () => ({ query: DETAIL_QUERY, variables: { id: pickOne(ids) } }),
    search: () => ({ query: SEARCH_QUERY, variables: { term: searchTerm(words), skip: 0 } }),
  };
  const post = (make) => ({
    setup: (request) => {
      request.method = 'POST';
      request.path = '/shop-api';
      request.headers = { ...request.headers, 'content-type': 'application/json' };
      request.body = JSON.stringify(make());
      return request;
    },
  });
  let searchHits = 0;
  return {
    name: 'vendure',
    origin,
    healthPath: '/health',
    describe: `Vendure 3.7.3, ${ids.length} products (${pages} pages of ${PAGE}), ${words.length} search words`,
    scenarios: [
      { name: 'health', ...get(() => '/health') },
      { name: 'product list, random page', ...post(bodies.list) },
      { name: 'product detail, random product', ...post(bodies.detail) },
      { name: 'search, random words with typos', ...post(bodies.search) },
    ],
    async check() {
      for (let i = 0; i < 60; i++) {
        const l = await gql(LIST_QUERY, bodies.list().variables);
        if (l.products.items.length === 0) throw new Error('an empty Vendure page');
        const d = await gql(DETAIL_QUERY, bodies.detail().variables);
        if (!d.product?.variants.length) throw new Error('a Vendure product without variants');
        const s = await gql(SEARCH_QUERY, bodies.search().variables);
        if (s.search.totalItems > 0) searchHits++;
      }
      log(`vendure: 180 checked answers, ${searchHits} of 60 searches found something`);
    },
  };
}

// After the queries above: they are constants, not hoisted.
// Exported for the side-by-side run (../run.mjs, issue 47 item 5); run alone when this file is
// the command.
export const peer = {
  name: 'vendure',
  here,
  database: DATABASE,
  options: {
    catalogue: { type: 'string', default: 'demo' },
    styles: { type: 'string', default: '1000' },
    'vendure-port': { type: 'string', default: '4500' },
  },
  async isPopulated(client) {
    const { rows } = await client.query('select count(*)::int as n from search_index_item');
    return rows[0].n > 0;
  },
  populate({ flags }) {
    const args = ['populate.mjs', '--catalogue', flags.catalogue, '--styles', flags.styles];
    const populate = spawnSync(process.execPath, args, {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const out = populate.stdout.toString();
    for (const line of out.split('\n')) if (line.startsWith('[vendure populate')) console.log(line);
    if (populate.status !== 0) throw new Error(`populate failed:\n${out.slice(-3000)}`);
  },
  async start({ flags, log, startProcess }) {
    const origin = `http://127.0.0.1:${flags['vendure-port']}`;
    await startProcess({
      name: 'vendure',
      command: [process.execPath, [join(here, 'server.mjs')]],
      cwd: here,
      env: { VENDURE_PORT: flags['vendure-port'], NODE_ENV: 'production' },
      health: `${origin}/health`,
    });
    return vendureTarget(origin, log);
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPeer(peer);

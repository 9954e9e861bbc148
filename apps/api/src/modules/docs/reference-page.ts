// The reference page at /api/docs: a small static page that reads /api/docs/openapi.json and lists
// every operation by tag, with its parameters, body schema and answers. No CDN, no inline script
// or style: its own policy allows scripts, styles and fetches from this origin only (decision 077).

export const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Solestock API reference</title>
<link rel="stylesheet" href="/api/docs/styles">
<script src="/api/docs/script" defer></script>
</head>
<body>
<header>
<h1>Solestock API reference</h1>
<p>The OpenAPI 3.1 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>. The contract in words: <code>docs/api.md</code>.</p>
<label>Filter <input id="filter" type="search" placeholder="path, summary or tag" autocomplete="off"></label>
</header>
<main id="operations"><p>Loading…</p></main>
</body>
</html>
`;

export const REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.2rem;margin:1.5rem 0 .5rem;border-bottom:1px solid #ddd}
label{display:block;margin:1rem 0}input{font:inherit;padding:.3rem .5rem;width:20rem;max-width:100%}
details{border:1px solid #ddd;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}code,pre{font-family:ui-monospace,monospace;font-size:.9em}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:24rem}
.method{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}
.get{color:#05639a}.post{color:#1a7f37}.put,.patch{color:#9a6700}.delete{color:#cf222e}
.lock{margin-left:.5rem;color:#666;font-size:.85em}
table{border-collapse:collapse;margin:.3rem 0}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
.hidden{display:none}
`;

// Plain JavaScript for the browser: builds the page with DOM calls and textContent only.
export const REFERENCE_JS = `'use strict';
(function () {
  var main = document.getElementById('operations');
  var filter = document.getElementById('filter');
  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function schemaText(schema) { return JSON.stringify(schema, null, 2); }
  function render(doc) {
    main.textContent = '';
    var info = el('p', doc.info.title + ' ' + doc.info.version);
    main.appendChild(info);
    var byTag = {};
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (byTag[tag] = byTag[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    Object.keys(byTag).sort().forEach(function (tag) {
      var section = el('section');
      section.appendChild(el('h2', tag));
      byTag[tag].forEach(function (entry) {
        var op = entry.op;
        var item = el('details');
        item.dataset.search = (entry.method + ' ' + entry.path + ' ' + op.summary + ' ' + tag).toLowerCase();
        var summary = el('summary');
        summary.appendChild(el('span', entry.method, 'method ' + entry.method));
        summary.appendChild(el('code', entry.path));
        summary.appendChild(document.createTextNode(' ' + op.summary));
        if (op.security) summary.appendChild(el('span', Object.keys(op.security[0])[0], 'lock'));
        item.appendChild(summary);
        if (op.description) op.description.split('\\n\\n').forEach(function (p) { item.appendChild(el('p', p)); });
        if (op.parameters && op.parameters.length) {
          item.appendChild(el('h3', 'Parameters'));
          var table = el('table');
          var head = el('tr');
          ['name', 'in', 'required', 'schema'].forEach(function (h) { head.appendChild(el('th', h)); });
          table.appendChild(head);
          op.parameters.forEach(function (p) {
            var row = el('tr');
            row.appendChild(el('td', p.name));
            row.appendChild(el('td', p.in));
            row.appendChild(el('td', p.required ? 'yes' : 'no'));
            var cell = el('td');
            cell.appendChild(el('code', JSON.stringify(p.schema)));
            row.appendChild(cell);
            table.appendChild(row);
          });
          item.appendChild(table);
        }
        if (op.requestBody) {
          item.appendChild(el('h3', 'Body (JSON)'));
          item.appendChild(el('pre', schemaText(op.requestBody.content['application/json'].schema)));
        }
        item.appendChild(el('h3', 'Answers'));
        var list = el('ul');
        Object.keys(op.responses).forEach(function (code) {
          list.appendChild(el('li', code + ': ' + op.responses[code].description));
        });
        item.appendChild(list);
        section.appendChild(item);
      });
      main.appendChild(section);
    });
  }
  filter.addEventListener('input', function () {
    var q = filter.value.trim().toLowerCase();
    document.querySelectorAll('details').forEach(function (d) {
      d.classList.toggle('hidden', q !== '' && d.dataset.search.indexOf(q) === -1);
    });
  });
  fetch('/api/docs/openapi.json', { headers: { accept: 'application/json' } })
    .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
    .then(render)
    .catch(function (e) { main.textContent = 'The document could not be loaded: ' + e.message; });
})();
`;

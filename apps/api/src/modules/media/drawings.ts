// Silhouettes for the demo catalogue's generated images (decision 089): one drawing per kind of
// product, on a 400 × 300 canvas, in the product's colour. Pure string building, no randomness:
// the same kind, colour and view always give the same bytes. Kept to a few paths each so an
// image stays well under 2 kB.

export const FOOTWEAR = [
  'sneaker',
  'boot',
  'sandal',
  'slide',
  'heel',
  'flat',
  'loafer',
  'oxford',
  'slipper',
  'clog',
] as const;

export const KINDS = [
  ...FOOTWEAR,
  'bag',
  'backpack',
  'belt',
  'cap',
  'sock',
  'wallet',
  'care',
  'insole',
  'shoetree',
  'laces',
  'keychain',
  'sunglasses',
  'tshirt',
  'hoodie',
  'trousers',
  'shorts',
] as const;

export type Kind = (typeof KINDS)[number];

export const isKind = (s: string): s is Kind => (KINDS as readonly string[]).includes(s);
const isFootwear = (k: Kind) => (FOOTWEAR as readonly string[]).includes(k);

/** The demo catalogue's subcategories, each to the kind of product it sells. */
const BY_SUBCATEGORY: Record<string, Kind> = {
  Sneakers: 'sneaker',
  'Kids Sneakers': 'sneaker',
  'Light-Up Shoes': 'sneaker',
  Running: 'sneaker',
  Training: 'sneaker',
  'Football Boots': 'sneaker',
  Basketball: 'sneaker',
  Tennis: 'sneaker',
  Loafers: 'loafer',
  'Slip-Ons': 'loafer',
  Moccasins: 'loafer',
  'Dress Loafers': 'loafer',
  'Derby Shoes': 'oxford',
  'School Shoes': 'oxford',
  Oxfords: 'oxford',
  Brogues: 'oxford',
  'Monk Straps': 'oxford',
  'Patent Shoes': 'oxford',
  Heels: 'heel',
  Wedges: 'heel',
  Mules: 'heel',
  Flats: 'flat',
  Ballerinas: 'flat',
  Sandals: 'sandal',
  'Kids Sandals': 'sandal',
  'Flip Flops': 'slide',
  Slides: 'slide',
  'House Slippers': 'slipper',
  'Baby Booties': 'slipper',
  Clogs: 'clog',
  'Chelsea Boots': 'boot',
  'Ankle Boots': 'boot',
  'Work Boots': 'boot',
  'Hiking Boots': 'boot',
  'Rain Boots': 'boot',
  Backpacks: 'backpack',
  'Tote Bags': 'bag',
  'Duffel Bags': 'bag',
  'Shoe Bags': 'bag',
  'Crossbody Bags': 'bag',
  'Ankle Socks': 'sock',
  'Crew Socks': 'sock',
  'Sports Socks': 'sock',
  'Wool Socks': 'sock',
  'No-Show Socks': 'sock',
  Polish: 'care',
  Cleaners: 'care',
  Insoles: 'insole',
  'Shoe Trees': 'shoetree',
  Laces: 'laces',
  Belts: 'belt',
  Wallets: 'wallet',
  Caps: 'cap',
  Keychains: 'keychain',
  Sunglasses: 'sunglasses',
  'T-Shirts': 'tshirt',
  Hoodies: 'hoodie',
  Jackets: 'hoodie',
  'Track Pants': 'trousers',
  Shorts: 'shorts',
};

/** Head categories of other shops, by a word in their name; the first match wins. */
const BY_WORD: [RegExp, Kind][] = [
  [/boot/i, 'boot'],
  [/sandal|slipper/i, 'sandal'],
  [/heel|women/i, 'heel'],
  [/formal/i, 'oxford'],
  [/bag/i, 'bag'],
  [/sock/i, 'sock'],
  [/care/i, 'care'],
  [/accessor/i, 'wallet'],
  [/apparel|shirt/i, 'tshirt'],
];

/** The kind of product a subcategory (or, failing that, a head category) sells. */
export function kindOf(subcategory: string, headCategory = ''): Kind {
  return (
    BY_SUBCATEGORY[subcategory] ??
    BY_WORD.find(([re]) => re.test(subcategory) || re.test(headCategory))?.[1] ??
    'sneaker'
  );
}

/** Up to three distinct kinds, in order: what a category tile shows. */
export function kindsOf(subcategories: string[], headCategory = ''): Kind[] {
  return [...new Set(subcategories.map((s) => kindOf(s, headCategory)))].slice(0, 3);
}

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** `hex` scaled towards black (f < 1) or white (f > 1), as 6 hex digits. */
export function shade(hex: string, f: number): string {
  return [0, 2, 4]
    .map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16);
      const v = f <= 1 ? c * f : c + (255 - c) * (f - 1);
      return Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0');
    })
    .join('');
}

const luminance = (hex: string) => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

interface Paint {
  /** the product's colour */
  c: string;
  /** its outline and stitching: darker, or lighter on a near-black product */
  d: string;
  /** a lighter tone of it for panels */
  l: string;
  /** the sole: dark, or light under a dark product */
  s: string;
}

export function paintFor(hex: string): Paint {
  const lum = luminance(hex);
  const dark = lum < 0.18;
  return {
    c: `#${hex}`,
    // A white or cream product needs a firmer line to stand off the light ground.
    d: `#${dark ? shade(hex, 1.45) : shade(hex, lum > 0.8 ? 0.42 : 0.55)}`,
    l: `#${shade(hex, dark ? 1.25 : 1.3)}`,
    s: dark ? '#e4e4e4' : '#2f2f2f',
  };
}

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
const outline = (p: Paint) => ` stroke="${p.d}" stroke-width="3" stroke-linejoin="round"`;

/** Side (or front) views, toe to the right. */
const SIDE: Record<Kind, (p: Paint) => string> = {
  sneaker: (p) =>
    path(
      'M55 205L52 150C52 132 62 122 80 124C100 127 115 140 135 138L160 104C170 96 184 98 190 108L215 135C260 150 320 160 350 178C364 186 366 200 360 205Z',
      p.c,
      outline(p),
    ) +
    path('M46 203H366C372 203 372 222 362 226H52C42 224 40 205 46 203Z', '#f7f7f7', outline(p)) +
    line('M175 122l20-9M188 135l20-9M201 148l20-9', p.d, 5) +
    line('M100 188C170 184 230 165 285 150', p.l, 9),
  boot: (p) =>
    path(
      'M70 212V72C70 62 78 56 88 56H160C168 56 173 62 173 72L176 140C230 150 310 160 345 185C360 196 360 208 352 212Z',
      p.c,
      outline(p),
    ) +
    path('M62 210H360V226C360 230 356 232 352 232H66C62 232 62 228 62 226Z', p.s) +
    line('M74 76H170M172 120C200 126 230 132 250 142', p.d, 4) +
    path('M74 70L60 52L84 52Z', p.d),
  sandal: (p) =>
    path(
      'M50 210C50 200 60 196 80 196H340C360 196 368 204 366 212C364 220 350 222 340 222H70C56 222 50 218 50 210Z',
      p.l,
      outline(p),
    ) +
    path('M48 214H368V228H52Z', p.s) +
    line(
      'M110 197C122 150 172 150 182 197M232 197C246 158 300 162 312 197M62 196C60 150 100 138 122 160',
      p.c,
      14,
    ),
  slide: (p) =>
    path(
      'M40 212C40 200 52 194 75 194H345C362 194 370 202 368 212C366 222 352 226 340 226H66C50 226 40 222 40 212Z',
      p.s,
    ) +
    path('M170 196C178 136 300 132 322 196Z', p.c, outline(p)) +
    line('M195 170H300', p.l, 10),
  heel: (p) =>
    path(
      'M76 116C92 108 112 114 124 130C152 164 204 178 262 184C314 190 346 194 356 206C360 214 352 220 340 220H236C180 212 130 172 100 142Z',
      p.c,
      outline(p),
    ) +
    path('M78 118L104 134L98 232H90Z', p.d) +
    line('M236 221H344', p.s, 4),
  flat: (p) =>
    path(
      'M55 214C50 192 60 176 82 173C122 170 142 186 182 189C242 191 300 182 340 190C362 196 366 212 355 218H62Z',
      p.c,
      outline(p),
    ) +
    path('M50 216H362V224H56Z', p.s) +
    path('M282 178l18 8-18 8zM318 178l-18 8 18 8z', p.d),
  loafer: (p) =>
    path(
      'M50 210L52 160C55 148 70 144 85 146C110 150 124 160 150 158L200 152C260 150 320 165 350 185C362 195 362 208 355 212Z',
      p.c,
      outline(p),
    ) +
    path('M44 208H362V220C362 224 358 226 354 226H50C44 226 44 222 44 218Z', p.s) +
    path('M46 206H108V232H50Z', p.s) +
    line('M196 160C236 170 270 172 304 174M214 152C230 140 270 144 300 170', p.d, 5),
  oxford: (p) =>
    path(
      'M50 210V150C52 135 68 130 85 134L150 150L190 128C200 124 210 126 216 134L236 152C282 160 330 168 352 186C364 196 362 208 355 212Z',
      p.c,
      outline(p),
    ) +
    path('M44 208H362V218C362 222 358 224 354 224H50C44 224 44 220 44 216Z', p.s) +
    path('M46 206H100V234H50Z', p.s) +
    line('M298 167C288 184 292 200 298 210M186 138l22 8M196 128l22 8M204 150l20 6', p.d, 4),
  slipper: (p) =>
    path(
      'M45 214C38 182 60 166 100 168H160C192 138 282 134 332 165C366 186 368 210 350 218Z',
      p.c,
      outline(p),
    ) +
    path('M42 212H358C362 222 352 230 340 230H56C44 230 40 222 42 212Z', p.l, outline(p)) +
    path('M148 172C150 140 176 128 196 140C186 160 182 180 172 196Z', p.l),
  clog: (p) =>
    path(
      'M62 220C56 182 80 162 120 162H170C202 112 300 110 346 160C372 186 372 214 356 222Z',
      p.c,
      outline(p),
    ) +
    path('M56 218H362C364 230 356 236 344 236H68C58 236 54 228 56 218Z', p.l, outline(p)) +
    line('M70 190C62 150 100 130 150 164', p.d, 8) +
    [230, 262, 294, 246, 278]
      .map((x, i) => `<circle cx="${x}" cy="${i < 3 ? 150 : 178}" r="8" fill="${p.d}"/>`)
      .join(''),
  bag: (p) =>
    line('M140 112C140 44 260 44 260 112', p.d, 12) +
    path('M90 108H310L332 252H68Z', p.c, outline(p)) +
    line('M94 134H306', p.d, 4) +
    path('M186 150h28v22h-28z', p.l),
  backpack: (p) =>
    line('M170 72C170 40 230 40 230 72', p.d, 10) +
    path(
      'M120 110C120 80 150 64 200 64C250 64 280 80 280 110V240C280 252 270 258 258 258H142C130 258 120 252 120 240Z',
      p.c,
      outline(p),
    ) +
    path('M146 168H254V228C254 236 248 240 240 240H160C152 240 146 236 146 228Z', p.l, outline(p)) +
    line('M150 184H250', p.d, 4),
  belt: (p) =>
    path('M24 130H304V170H24Z', p.c, outline(p)) +
    [224, 248, 272].map((x) => `<circle cx="${x}" cy="150" r="5" fill="${p.d}"/>`).join('') +
    `<rect x="302" y="114" width="58" height="72" rx="10" fill="none" stroke="#b8a368" stroke-width="9"/>` +
    line('M302 150H344', '#b8a368', 6) +
    line('M34 138H294M34 162H294', p.d, 2, ' stroke-dasharray="6 6"'),
  cap: (p) =>
    path('M96 204C96 104 300 104 300 204Z', p.c, outline(p)) +
    path('M276 196C320 188 372 198 390 216C350 224 300 216 266 210Z', p.d) +
    line('M198 110C170 140 164 176 168 204M198 110C226 140 232 176 228 204', p.d, 3) +
    `<circle cx="198" cy="110" r="8" fill="${p.d}"/>`,
  sock: (p) =>
    path(
      'M150 50H230V190C230 208 260 214 300 214C338 214 344 262 300 262H190C160 262 150 240 150 220Z',
      p.c,
      outline(p),
    ) +
    path('M150 50H230V84H150Z', p.l) +
    path('M300 214C338 214 344 262 300 262H284C300 248 300 226 284 214Z', p.d) +
    path('M150 230C150 254 162 262 190 262H206C184 250 176 236 176 222Z', p.d),
  wallet: (p) =>
    `<rect x="112" y="70" width="150" height="50" rx="6" fill="#dfe8f2" stroke="#8aa0b8" stroke-width="3"/>` +
    path(
      'M90 100C90 92 96 86 104 86H296C304 86 310 92 310 100V228C310 236 304 242 296 242H104C96 242 90 236 90 228Z',
      p.c,
      outline(p),
    ) +
    line('M102 98H298V230H102Z', p.l, 2, ' stroke-dasharray="5 5"') +
    path('M250 140H310V188H250Z', p.d) +
    `<circle cx="268" cy="164" r="6" fill="${p.l}"/>`,
  care: (p) =>
    path('M80 176V222C80 238 220 238 220 222V176Z', p.c, outline(p)) +
    `<ellipse cx="150" cy="176" rx="70" ry="16" fill="${p.l}" stroke="${p.d}" stroke-width="3"/>` +
    path('M262 92H306V70H262Z', p.s) +
    path(
      'M246 110C246 98 256 92 268 92H300C312 92 322 98 322 110V236C322 244 316 248 308 248H260C252 248 246 244 246 236Z',
      p.c,
      outline(p),
    ) +
    path('M252 150H316V204H252Z', '#fafafa'),
  insole: (p) =>
    path(
      'M60 150C60 122 90 106 130 108C172 110 192 126 232 118C292 106 352 118 354 150C356 184 300 198 240 184C200 174 172 190 130 192C90 194 60 178 60 150Z',
      p.c,
      outline(p),
    ) +
    path(
      'M96 150C96 136 112 128 134 130C152 132 160 142 160 150C160 160 150 168 132 170C112 172 96 164 96 150Z',
      p.l,
    ) +
    [250, 280, 310, 265, 295]
      .map((x, i) => `<circle cx="${x}" cy="${i < 3 ? 140 : 160}" r="5" fill="${p.d}"/>`)
      .join(''),
  shoetree: (p) =>
    line('M120 166H210', '#9a9a9a', 10) +
    `<ellipse cx="100" cy="166" rx="34" ry="28" fill="${p.c}" stroke="${p.d}" stroke-width="3"/>` +
    path(
      'M200 166C200 132 258 118 320 128C362 136 372 178 342 194C302 206 230 204 206 192C202 186 200 176 200 166Z',
      p.c,
      outline(p),
    ) +
    line('M230 150C260 146 300 146 330 156', p.d, 4),
  laces: (p) =>
    line('M40 130C120 70 200 190 280 130S350 110 366 118', p.c, 9) +
    line('M40 170C120 110 200 230 280 170S350 150 366 158', p.c, 9) +
    path('M26 124h22v12h-22zM26 164h22v12h-22zM360 112h22v12h-22zM360 152h22v12h-22z', p.s),
  keychain: (p) =>
    `<circle cx="130" cy="96" r="36" fill="none" stroke="#9a9a9a" stroke-width="8"/>` +
    line('M158 120L184 146', '#9a9a9a', 8) +
    path('M180 140L250 118L300 206L230 230Z', p.c, outline(p)) +
    `<circle cx="214" cy="150" r="9" fill="#f4f6f5"/>`,
  sunglasses: (p) =>
    line('M60 140L30 124M340 140L370 124', p.c, 10) +
    `<ellipse cx="130" cy="160" rx="70" ry="48" fill="#2a2f36" stroke="${p.c}" stroke-width="12"/>` +
    `<ellipse cx="270" cy="160" rx="70" ry="48" fill="#2a2f36" stroke="${p.c}" stroke-width="12"/>` +
    line('M196 146C196 128 204 128 204 146', p.c, 10) +
    line('M96 140C106 126 122 122 136 124M236 140C246 126 262 122 276 124', '#6b7380', 6),
  tshirt: (p) =>
    path(
      'M120 60L170 48C180 74 220 74 230 48L280 60L352 112L320 152L290 132V262H110V132L80 152L48 112Z',
      p.c,
      outline(p),
    ) + line('M170 50C180 82 220 82 230 50', p.d, 5),
  hoodie: (p) =>
    path(
      'M124 70L160 52C150 20 250 20 240 52L276 70L332 180L300 196L284 150V262H116V150L100 196L68 180Z',
      p.c,
      outline(p),
    ) +
    path('M166 56C170 84 230 84 234 56C230 34 170 34 166 56Z', p.d) +
    path('M150 198H250L262 244H138Z', p.l, outline(p)) +
    line('M190 80V120M210 80V120', p.l, 4),
  trousers: (p) =>
    path('M140 40H260L276 262H216L200 112L184 262H124Z', p.c, outline(p)) +
    path('M138 40H262V60H138Z', p.d) +
    line('M136 70L128 250M264 70L272 250', p.l, 6),
  shorts: (p) =>
    path('M116 70H284L306 206L216 214L200 136L184 214L94 206Z', p.c, outline(p)) +
    path('M114 70H286V92H114Z', p.d) +
    line('M108 120L100 200M292 120L300 200', p.l, 6),
};

/** A shoe seen from above: a last's footprint, and what shows from there. */
function topView(kind: Kind, p: Paint): string {
  const pointed = kind === 'heel' || kind === 'flat';
  const foot = pointed
    ? 'M60 150C60 122 92 112 140 114C200 116 260 120 330 138C356 144 366 150 366 150C366 150 356 156 330 162C260 180 200 184 140 186C92 188 60 178 60 150Z'
    : 'M56 150C56 120 90 108 140 110C200 112 240 104 300 104C350 104 366 126 366 150C366 174 350 196 300 196C240 196 200 188 140 190C90 192 56 180 56 150Z';
  const open = kind === 'sandal' || kind === 'slide';
  let body = path(foot, open ? p.l : p.c, outline(p));
  if (open)
    body += line(
      kind === 'slide' ? 'M220 110V190' : 'M120 118V182M220 112V188M300 112V188',
      p.c,
      kind === 'slide' ? 60 : 16,
    );
  else {
    const collar =
      kind === 'boot'
        ? 'M74 150C74 124 150 124 150 150C150 176 74 176 74 150Z'
        : kind === 'clog' || kind === 'slipper'
          ? 'M70 150C70 126 140 124 180 132C200 140 200 160 180 168C140 176 70 174 70 150Z'
          : 'M76 150C76 130 120 126 170 132C190 138 190 162 170 168C120 174 76 170 76 150Z';
    body += path(collar, p.d);
    if (kind === 'sneaker' || kind === 'oxford' || kind === 'boot')
      body += line('M190 136V164M212 134V166M234 132V168M256 132V168', '#f7f7f7', 4);
    if (kind === 'oxford') body += line('M296 112C318 130 318 170 296 188', p.d, 4);
    if (kind === 'loafer') body += line('M210 126C236 140 236 160 210 174', p.l, 8);
    if (kind === 'flat') body += path('M292 140l18 10-18 10zM328 140l-18 10 18 10z', p.d);
    if (kind === 'clog')
      body += [236, 266, 296, 326]
        .map((x) => `<circle cx="${x}" cy="150" r="7" fill="${p.d}"/>`)
        .join('');
  }
  return body;
}

export const VIEWS = ['side', 'top', 'pair'] as const;

/**
 * A product picture: footwear from the side, from above, and as a pair; other goods from the
 * front, turned and set back, and close up. `view` counts on past 2, round again.
 */
export function itemSvg(kind: Kind, hex: string, view: number): string {
  const p = paintFor(hex.toLowerCase());
  const side = SIDE[kind](p);
  const v = view % VIEWS.length;
  let body: string;
  if (v === 0) body = side;
  else if (isFootwear(kind))
    body =
      v === 1
        ? topView(kind, p)
        : `<g transform="matrix(-.8 0 0 .8 380 22)" opacity=".9">${side}</g><g transform="matrix(.8 0 0 .8 50 62)">${side}</g>`;
  else
    body =
      v === 1
        ? `<ellipse cx="200" cy="262" rx="140" ry="14" fill="#dde2e0"/><g transform="rotate(-8 200 150) matrix(-.85 0 0 .85 370 12)">${side}</g>`
        : `<g transform="matrix(1.35 0 0 1.35 -70 -52)">${side}</g>`;
  const title = `${kind[0]!.toUpperCase()}${kind.slice(1)}, ${VIEWS[v]} view`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><title>${title}</title><rect width="400" height="300" fill="#f4f6f5"/>${body}</svg>`;
}

/** Colours the silhouettes of a tile or banner take, picked by the label's hash. */
const SCENE_COLOURS = [
  'c0392b',
  '2e6fd8',
  'e8c33a',
  '2f8f5b',
  'e58fb0',
  'c19a6b',
  '1e2a4a',
  'f2f2f2',
];

/**
 * A category tile or banner: its kinds of product drawn side by side on a soft ground, and on a
 * banner the headline beside them. `text` and `title` are plain text: escaped here.
 */
export function sceneSvg(
  kinds: Kind[],
  width: number,
  height: number,
  hue: number,
  text: string | null,
  title: string,
): string {
  const n = Math.min(3, Math.max(1, kinds.length));
  const wide = width / height > 2;
  // The drawings' box: the right part of a wide banner, the lower part of a tall one, else all.
  const [bx, by, bw, bh] = text
    ? wide
      ? [width * 0.44, 0, width * 0.54, height]
      : // below the headline, clear of the side arrows and the dots at the bottom
        [width * 0.13, height * 0.34, width * 0.74, height * 0.54]
    : [0, 0, width, height];
  // One drawing fills the box; two sit on a diagonal; three make a triangle, the last in front.
  const part = n === 1 ? 0.9 : n === 2 ? 0.66 : 0.56;
  const scale = Math.min((bw * part) / 400, (bh * part) / 300);
  const [w, h] = [400 * scale, 300 * scale];
  const gap = 0.03;
  const places: [number, number][] =
    n === 1
      ? [[(bw - w) / 2, (bh - h) / 2]]
      : n === 2
        ? [
            [bw * 0.08, bh * gap],
            [bw * 0.92 - w, bh * (1 - gap) - h],
          ]
        : [
            [bw * gap, bh * gap],
            [bw * (1 - gap) - w, bh * gap],
            [(bw - w) / 2, bh * (1 - gap) - h],
          ];
  const drawings = kinds
    .slice(0, n)
    .map((k, i) => {
      const hex = SCENE_COLOURS[(hue + i * 3) % SCENE_COLOURS.length]!;
      const [x, y] = places[i]!;
      return `<g transform="matrix(${+scale.toFixed(3)} 0 0 ${+scale.toFixed(3)} ${Math.round(bx + x)} ${Math.round(by + y)})">${SIDE[k](paintFor(hex))}</g>`;
    })
    .join('');
  let words = '';
  if (text) {
    const lines = wrap(text, 20);
    const longest = Math.max(8, ...lines.map((l) => l.length));
    const room = wide ? bx * 0.88 : width * 0.9;
    const size = Math.round(Math.min(height * (wide ? 0.12 : 0.09), room / (longest * 0.56)));
    const x = Math.round(wide ? width * 0.05 : width / 2);
    const top = (wide ? height / 2 : height * 0.19) - ((lines.length - 1) * size * 1.15) / 2;
    words = `<text x="${x}" y="${Math.round(top)}" dominant-baseline="middle" text-anchor="${wide ? 'start' : 'middle'}" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="hsl(${hue} 45% 18%)">${lines
      .map(
        (l, i) =>
          `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.15)}">${escapeXml(l)}</tspan>`,
      )
      .join('')}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${escapeXml(title)}</title><rect width="100%" height="100%" fill="hsl(${hue} 40% 92%)"/>${drawings}${words}</svg>`;
}

/** Words into lines of at most `max` characters (a longer word gets its own), at most 3 lines. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines;
}

// Test and bench support: a trade document's view model for an order of `lines` order lines
// (sizes 5–12 of 2 colours a style), in one of the shop's currencies, with exact totals. The
// tests render it and read the PDF's text back; bench/documents.ts times an 800-line one.
import { COUNTRIES, decimal, sumMoney, type Decimal } from '@solestock/domain';
import { packCartons, type PackingLine } from '@solestock/domain/back-office/carton-packing';
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';
import { DEFAULT_DECLARATION } from '@solestock/domain/back-office/seller-payloads';
import type { DocumentLineGroup, DocumentModel } from '../modules/documents/document-model.ts';

const MATERIALS = [
  'Leather upper, leather lining, rubber sole',
  'Suede upper, textile lining, crepe sole',
];
const SIZES = ['5', '6', '7', '8', '9', '10', '11', '12'];
const COLOURS = ['Black', 'Tan'];
/** A unit price per currency that has the currency's usual size (yen and rupees in thousands). */
const UNIT: Record<string, string> = {
  gbp: '18.75',
  usd: '23.40',
  cad: '31.15',
  cny: '168.50',
  inr: '1945.00',
  jpy: '3480.00',
};

export function sampleDocumentModel(
  options: {
    document?: TradeDocument;
    currency?: string;
    lines?: number;
    /** Pairs of each order line. */
    pairs?: number;
    cartonPairs?: number;
    /**
     * The cartons staff entered when shipping: `packed` (default on shipped papers) weighs and
     * measures each carton the rule packs; `none` leaves the rule's cartons; a number enters that
     * many cartons whatever the rule packs.
     */
    cartons?: 'packed' | 'none' | number;
  } = {},
): DocumentModel {
  const currency = options.currency ?? 'gbp';
  const country = COUNTRIES.find((c) => c.currency === currency)!;
  const count = options.lines ?? 24;
  const perLine = options.pairs ?? 6;
  const unit = decimal(UNIT[currency] ?? '10.00');
  const packingLines: PackingLine[] = [];
  const groups = new Map<string, DocumentLineGroup & { total: Decimal }>();
  for (let i = 0; i < count; i++) {
    const styleNo = Math.floor(i / (SIZES.length * COLOURS.length));
    const color = COLOURS[Math.floor(i / SIZES.length) % COLOURS.length]!;
    const size = SIZES[i % SIZES.length]!;
    const style = `Oxford Brogue ${styleNo + 1}`;
    packingLines.push({
      style: styleNo,
      style_name: style,
      color,
      size,
      pairs: perLine,
      weight: '0.85',
      weight_unit: 'kg',
    });
    const key = `${styleNo}|${color}`;
    const g = groups.get(key) ?? {
      style,
      brand: styleNo % 2 ? 'Café Atelier' : 'Northgate',
      color,
      hs_code: styleNo % 3 === 2 ? null : `6403${String(91 + (styleNo % 9)).padStart(2, '0')}`,
      origin: styleNo % 2 ? 'Portugal (PT)' : 'India (IN)',
      material: styleNo % 3 === 1 ? null : MATERIALS[styleNo % MATERIALS.length]!,
      mode: null,
      sizes: [],
      pairs: 0,
      unit_price: unit.toFixed(2),
      amount: '0',
      total: decimal(0),
    };
    g.sizes.push({ size, pairs: perLine });
    g.pairs += perLine;
    g.total = g.total.plus(unit.times(perLine));
    groups.set(key, g);
  }
  const lines = [...groups.values()].map(({ total, ...g }) => ({ ...g, amount: total.toFixed(2) }));
  const goods = sumMoney(lines.map((l) => l.amount));
  const shipping = unit.times(4);
  const total = goods.plus(shipping);
  const paid = goods;
  const document = options.document ?? 'invoice';
  const packing = packCartons(packingLines, [], options.cartonPairs ?? 12);
  const cartonsOption = options.cartons ?? 'packed';
  const entered =
    cartonsOption === 'none'
      ? 0
      : cartonsOption === 'packed'
        ? packing.cartons.length
        : cartonsOption;
  // Each carton 0.8 kg of board and paper over its pairs' weight (or 11 kg), two box sizes.
  const cartons = Array.from({ length: entered }, (_, i) => {
    const net = packing.cartons[i]?.net_weight_kg;
    return {
      gross_kg: net ? decimal(net).plus('0.8').toFixed(3) : '11.000',
      length_cm: i % 2 ? 55 : 60,
      width_cm: i % 2 ? 38 : 40,
      height_cm: i % 2 ? 32 : 30,
      marks: null,
    };
  });
  return {
    document,
    seller: {
      legal_name: 'Solestock Trading Ltd',
      address: ['12 Mill Road', 'Leicester LE1 1AA', 'United Kingdom'],
      tax_id: 'GB123456789',
      eori: 'GB123456789000',
      email: 'accounts@solestock.example',
      phone: '+44 116 496 0000',
      bank_details: 'Barclays Bank, Leicester\nIBAN GB33 BUKB 2020 1555 5555 55\nBIC BUKBGB22',
      exporter_ids: [
        { label: 'REX', value: 'GBREX123456789000' },
        { label: 'EORI', value: 'GB123456789000' },
      ],
      signatory: { name: 'Priya Raman', title: 'Export Manager', place: 'Leicester LE1 1AA' },
      declaration: DEFAULT_DECLARATION,
    },
    buyer: {
      company: {
        name: 'Zoë Müller Schuhe GmbH',
        tax_id: 'DE811234567',
        address: ['Königstraße 5', '70173 Stuttgart', 'Germany'],
      },
      contact: { name: 'Zoë', email: 'zoe@mueller-schuhe.example' },
    },
    delivery: {
      name: 'Goods in',
      company: 'Zoë Müller Schuhe GmbH',
      address: ['Lagerweg 9', '70565 Stuttgart', 'Germany'],
      phone: '+49 711 000000',
    },
    order: {
      id: 4821,
      placed_on: '2026-03-02',
      currency: currency.toUpperCase(),
      symbol: country.symbol,
      shipped_on: document === 'proforma' ? null : '2026-03-20',
      carrier: 'DHL Freight',
      tracking_number: 'JD014600003',
    },
    shipment:
      document === 'proforma'
        ? null
        : {
            id: 7,
            number: 1,
            of: 1,
            ship_date: '2026-03-20',
            carrier: 'Maersk',
            tracking: 'MAEU1234567',
            waybill: 'MAEU-BL-220345',
            cartons,
          },
    invoice:
      document === 'proforma' ? null : { number: 'INV-2026-000042', issued_on: '2026-03-20' },
    export: {
      incoterm: 'FOB',
      incoterm_place: 'Felixstowe',
      port_of_loading: 'Felixstowe (GBFXT)',
      port_of_discharge: 'Hamburg (DEHAM)',
      transport: 'sea',
    },
    lines,
    money: {
      goods: goods.toFixed(2),
      shipping: shipping.toFixed(2),
      total: total.toFixed(2),
      deposit: null,
      payments: [
        { date: '2026-03-02', label: 'Deposit 30 % by card', amount: paid.times('0.3').toFixed(2) },
        {
          date: '2026-03-18',
          label: 'Bank transfer, ref. BACS 0001',
          amount: paid.minus(paid.times('0.3').toFixed(2)).toFixed(2),
        },
      ],
      paid: paid.toFixed(2),
      balance_due: total.minus(paid).toFixed(2),
    },
    terms: {
      short: 'Net 30 days',
      text: 'Balance by bank transfer, 30 days from shipment',
      due_on: '2026-04-19',
    },
    packing,
  };
}

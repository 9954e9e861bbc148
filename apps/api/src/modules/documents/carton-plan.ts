// The cartons a packing list, invoice and certificate of origin print (docs/export-papers.md):
// the cartons staff weighed and measured when shipping (model.shipment.cartons), each with what
// the shop's packing rule put in it when their number agrees, or the rule's own cartons when
// staff entered none. Pure: the model in, rows and totals out; CBM and marks by the domain's rules.
import {
  cartonCbm,
  defaultShippingMarks,
  sumThree,
} from '@solestock/domain/back-office/export-papers';
import type { Carton } from '@solestock/domain/back-office/carton-packing';
import type { DocumentModel } from './document-model.ts';

export interface PlannedCarton {
  /** 1…N, and N. */
  n: number;
  of: number;
  marks: string;
  /** What the packing rule put in it; null when staff's cartons do not match the rule's. */
  content: Carton | null;
  net_kg: string | null;
  gross_kg: string | null;
  /** "60 × 40 × 30" (cm) and its CBM, when measured. */
  dimensions: string | null;
  cbm: string | null;
}

export interface CartonPlan {
  cartons: PlannedCarton[];
  /** Staff entered a different number of cartons than the rule packs: contents listed apart. */
  contentsApart: boolean;
  totals: {
    cartons: number;
    pairs: number;
    net_kg: string;
    /** Null when no carton was weighed; the sum of those weighed otherwise. */
    gross_kg: string | null;
    cbm: string | null;
  };
}

/** The buyer's mark: its company's name, or the buyer's own. */
export function buyerMark(model: DocumentModel): string {
  return model.buyer.company?.name ?? model.buyer.contact.name;
}

export function cartonPlan(model: DocumentModel): CartonPlan {
  const packed = model.packing.cartons;
  const entered = model.shipment?.cartons ?? [];
  const mark = buyerMark(model);
  const marksOf = (own: string | null, n: number, of: number) =>
    own?.trim() || defaultShippingMarks(mark, model.order.id, n, of);
  let cartons: PlannedCarton[];
  if (entered.length === 0) {
    cartons = packed.map((c) => ({
      n: c.number,
      of: packed.length,
      marks: marksOf(null, c.number, packed.length),
      content: c,
      net_kg: c.net_weight_kg,
      gross_kg: null,
      dimensions: null,
      cbm: null,
    }));
  } else {
    const matched = entered.length === packed.length;
    cartons = entered.map((c, i) => ({
      n: i + 1,
      of: entered.length,
      marks: marksOf(c.marks, i + 1, entered.length),
      content: matched ? packed[i]! : null,
      net_kg: matched ? packed[i]!.net_weight_kg : null,
      gross_kg: c.gross_kg,
      dimensions: `${c.length_cm} × ${c.width_cm} × ${c.height_cm}`,
      cbm: cartonCbm(c.length_cm, c.width_cm, c.height_cm),
    }));
  }
  const gross = cartons.flatMap((c) => (c.gross_kg === null ? [] : [c.gross_kg]));
  const cbm = cartons.flatMap((c) => (c.cbm === null ? [] : [c.cbm]));
  return {
    cartons,
    contentsApart: entered.length > 0 && entered.length !== packed.length,
    totals: {
      cartons: cartons.length,
      pairs: model.packing.pairs,
      net_kg: model.packing.net_weight_kg,
      gross_kg: gross.length ? sumThree(gross) : null,
      cbm: cbm.length ? sumThree(cbm) : null,
    },
  };
}

/** Per style (by its printed name): its cartons' count and weights, where the plan knows them. */
export function styleWeights(
  plan: CartonPlan,
): Map<string, { cartons: number; net_kg: string | null; gross_kg: string | null }> {
  const byStyle = new Map<
    string,
    { cartons: number; net: string[]; gross: string[]; all: boolean }
  >();
  for (const c of plan.cartons) {
    if (!c.content) continue;
    const s = byStyle.get(c.content.style_name) ?? { cartons: 0, net: [], gross: [], all: true };
    s.cartons += 1;
    if (c.net_kg !== null) s.net.push(c.net_kg);
    if (c.gross_kg !== null) s.gross.push(c.gross_kg);
    else s.all = false;
    byStyle.set(c.content.style_name, s);
  }
  return new Map(
    [...byStyle].map(([style, s]) => [
      style,
      {
        cartons: s.cartons,
        net_kg: s.net.length ? sumThree(s.net) : null,
        gross_kg: s.all && s.gross.length ? sumThree(s.gross) : null,
      },
    ]),
  );
}

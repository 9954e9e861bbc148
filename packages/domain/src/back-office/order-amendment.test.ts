// The amendment's rule (docs/api.md, "Amending an order"): only in review, every named line the
// order's and named once, something changed, a line left; and its body's sentences.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-workflow.ts';
import { amendLinesProblems, isAmendable, planAmendment } from './order-amendment.ts';

const lines = [
  { id: 1, quantity: 6 },
  { id: 2, quantity: 6 },
];

describe('planAmendment', () => {
  it('is allowed only while the order waits for review', () => {
    expect(ORDER_STATUSES.filter(isAmendable)).toEqual(['submitted', 'paid']);
    const refused = planAmendment('confirmed', lines, [{ id: 1, quantity: 2 }]);
    expect(refused).toMatchObject({ ok: false, status: 409, code: 'not_amendable' });
    expect(refused.ok || refused.reason).toMatch(/already confirmed/);
  });

  it('lists each change and the quantities left, dropping a line set to 0', () => {
    const plan = planAmendment('paid', lines, [
      { id: 1, quantity: 6 },
      { id: 2, quantity: 0 },
    ]);
    expect(plan).toEqual({
      ok: true,
      changes: [{ id: 2, from: 6, to: 0 }],
      kept: new Map([[1, 6]]),
    });
  });

  it.each([
    [[{ id: 3, quantity: 1 }], /no line 3/],
    [
      [
        { id: 1, quantity: 2 },
        { id: 1, quantity: 3 },
      ],
      /named twice/,
    ],
    [[{ id: 1, quantity: 6 }], /Nothing changed/],
    [
      [
        { id: 1, quantity: 0 },
        { id: 2, quantity: 0 },
      ],
      /at least one line/,
    ],
  ])('refuses %j with a 400 sentence', (requested, sentence) => {
    const plan = planAmendment('submitted', lines, requested);
    expect(plan).toMatchObject({ ok: false, status: 400 });
    expect(plan.ok || plan.reason).toMatch(sentence);
  });
});

describe('amendLinesProblems', () => {
  it('names the field to fix', () => {
    expect(amendLinesProblems({ lines: [{ id: 1, quantity: 2 }], note: 'x', version: 3 })).toEqual(
      {},
    );
    expect(amendLinesProblems({ lines: [], note: ' ', version: 3 })).toEqual({
      lines: 'Change at least one line’s quantity, or remove a line.',
      note: 'Please say why the order is amended: the buyer reads this note.',
    });
    expect(
      amendLinesProblems({ lines: [{ id: 1, quantity: 2.5 }], note: 'x', version: 3 }).lines,
    ).toMatch(/whole number/);
  });
});

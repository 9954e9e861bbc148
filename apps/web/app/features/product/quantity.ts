// The detail page's quantity rules: the stepper moves by 1 and never below 0 (000 §4, §5);
// typed quantities are whole numbers up to what the cart accepts.
import { QUANTITY_MAX, STEPPER_MIN } from '@solestock/domain';

export function stepQuantity(quantity: number, delta: 1 | -1): number {
  return Math.min(QUANTITY_MAX, Math.max(STEPPER_MIN, quantity + delta));
}

/** A typed quantity: digits only, clamped to 0..100000; anything else reads as 0. */
export function parseQuantity(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) return STEPPER_MIN;
  return Math.min(QUANTITY_MAX, Math.max(STEPPER_MIN, Number(digits)));
}

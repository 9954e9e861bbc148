// The payment-processor module's entry: what the rest of the API may use of it. Everything else in
// modules/payment-processor/ is its own (docs/architecture.md; eslint refuses a reach past this file).
export { PaymentProcessorUnavailable } from './payment-processor.ts';
export type {
  CreateIntentInput,
  PaymentIntent,
  PaymentProcessor,
  ProcessorRefund,
  RefundInput,
} from './payment-processor.ts';

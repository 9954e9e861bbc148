// The order answers' `?lines=` flag (docs/api.md, "Lines by style"): `styles` answers the lines by
// style and colour; without it an answer lists every line, as the contract always has.
import { z } from 'zod';

export const linesShapeQuery = z.object({
  lines: z.preprocess(
    // An empty value, as a form sends it, is left out.
    (v) => (v === '' ? undefined : v),
    z
      .enum(['styles'], {
        error: 'either styles (the lines by style and colour) or left out (every line on its own).',
      })
      .optional(),
  ),
});

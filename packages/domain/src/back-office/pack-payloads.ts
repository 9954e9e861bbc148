// The staff's pack form and answers (docs/api.md, back office, "Packs"): POST and PUT
// /api/admin/catalogue/…/packs/ take `{color, name, ratio}`; the console checks the same schema
// before sending. The ratio's rules are the domain's (packs.ts): every problem names its size, on
// the path `ratio.<size>`. Whether each size is a live product of that colour is the API's check.
import { z } from 'zod';
import { defaultPackName, packPairs, ratioProblems, type PackRatio } from '../packs.ts';

export const packForm = z
  .object(
    {
      color: z
        .string({ error: 'Choose the colour the carton is packed in.' })
        .trim()
        .max(60, { error: 'The colour has at most 60 characters.' }),
      name: z
        .string({ error: 'The name is text, e.g. Carton of 12.' })
        .trim()
        .max(80, { error: 'The name has at most 80 characters.' })
        .default(''),
      // Checked below by the domain's rules, so each problem names its size.
      ratio: z.unknown().optional(),
    },
    { error: 'Send the carton as {color, name, ratio}.' },
  )
  .superRefine(
    (form, ctx) => {
      if (typeof form !== 'object' || form === null || Array.isArray(form)) return;
      for (const p of ratioProblems(form.ratio))
        ctx.addIssue({
          code: 'custom',
          message: p.message,
          path: p.size === null ? ['ratio'] : ['ratio', p.size],
        });
    },
    // Also when another field failed: the console shows every problem of the form at once.
    { when: () => true },
  )
  .transform((form) => {
    const ratio = form.ratio as PackRatio;
    const pairs = packPairs(ratio);
    // An empty name reads as what the carton is: "Carton of 12".
    return { color: form.color, name: form.name || defaultPackName(pairs), ratio, pairs };
  });
export type PackForm = z.output<typeof packForm>;

/** A pack as the staff routes answer it (POST 201, PUT; the list's results[]). */
export const adminPack = z.strictObject({
  id: z.number().int(),
  item_group_id: z.number().int(),
  color: z.string(),
  name: z.string(),
  /** Pairs per size: {"<size>": pairs}. */
  ratio: z.record(z.string(), z.number().int()),
  pairs: z.number().int(),
  /** Sizes of the ratio no live product of the colour has now: the shop hides the pack until fixed. */
  missing_sizes: z.array(z.string()),
  /** The colour's first pack: the one the catalogue import and export write (pack_pairs). */
  standard: z.boolean(),
  created_at: z.string(),
});
export type AdminPack = z.output<typeof adminPack>;

/** GET /api/admin/catalogue/item-groups/{id}/packs/: the group's packs, colour by colour. */
export const adminPackList = z.strictObject({ results: z.array(adminPack) });

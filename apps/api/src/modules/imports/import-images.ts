// Imported image addresses fetched into media storage (docs/catalogue-import.md, "Images";
// decision 172). An address on another host would otherwise be shown from there, where the
// pages' Content Security Policy refuses it unless IMAGE_ORIGINS names its origin (decision 132),
// and where it may break at any time with no word to anyone.
//
// - While the file is checked, an address already fetched is replaced by its copy in the staged
//   rows (useKnownCopies), so the same file twice, or an export back, stays unchanged.
// - A real run that writes records, in its own transaction, each address still on another host
//   (not ours, not on an IMAGE_ORIGINS origin, which stays linked) with the rows that name it,
//   and queues one durable job for them (recordImageAddresses).
// - The job fetches each address (modules/media/remote-image.ts: http(s) only, public addresses
//   unless allowed, 10 MB, 20 s), keeps it as an upload is kept (sniffed, re-encoded into WebP
//   and AVIF: modules/media/media.service.ts) and puts the copy's URL in place of the address on
//   every product that names it. An address that fails is a problem of each row that names it,
//   on the import's page; the import itself stays done, and the product keeps the address.
// - Its progress is kept per address, so a job whose worker died goes on where it stopped.
import { sql } from 'drizzle-orm';
import type { ImportError, ImportImages } from '@solestock/domain/back-office/catalogue-import-job';
import type { ImageFetchPolicy } from '../../config.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueJob, type JobRunner } from '../../jobs/runner.ts';
import {
  type MediaStorage,
  keepUpload,
  fetchRemoteImage,
  RemoteImageProblem,
} from '../media/index.ts';
import { recordAuditAs } from '../audit/index.ts';

export const IMAGES_QUEUE = 'catalogue-import-images';
/** Addresses fetched between two writes of their copies onto the products. */
const BATCH = 10;
/** Row problems listed on the import's page; the counts say the rest. */
const MAX_LISTED = 1_000;

/** An address compared through the md5 index of both tables (addresses may be long). */
const sameUrl = (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
  sql`md5(${a}) = md5(${b}) and ${a} = ${b}`;

/** Phase 1 of an import: addresses fetched before are replaced by their copies in its staged rows. */
export async function useKnownCopies(db: Database, importId: number): Promise<void> {
  const [any] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from image_sources) as any`,
  );
  if (!any?.any) return;
  await db.execute(sql`
    update catalogue_import_rows r set images = (
      select jsonb_agg(coalesce(s.media_url, e.url) order by e.n)
      from jsonb_array_elements_text(r.images) with ordinality as e(url, n)
      left join image_sources s on ${sameUrl(sql`s.url`, sql`e.url`)})
    where r.import_id = ${importId} and r.images <> '[]'::jsonb
      and exists (select 1 from jsonb_array_elements_text(r.images) as e(url)
                  join image_sources s on ${sameUrl(sql`s.url`, sql`e.url`)})`);
}

/**
 * Phase 2 of a real run, in its transaction and before the staged rows go: each address on
 * another host, with the rows naming it, and the job that fetches them. `linkedOrigins` (ours and
 * IMAGE_ORIGINS) stay as they are. Answers how many addresses the job has.
 */
export async function recordImageAddresses(
  tx: Database,
  importId: number,
  linkedOrigins: readonly string[],
): Promise<number> {
  await tx.execute(sql`
    insert into catalogue_import_images (import_id, url, rows)
    select ${importId}, e.url, array_agg(distinct r.row_number)
    from catalogue_import_rows r
    cross join lateral jsonb_array_elements_text(r.images) as e(url)
    where r.import_id = ${importId} and e.url ~* '^https?://'
    group by e.url`);
  const addresses = await queryRows<{ url: string }>(
    tx,
    sql`select url from catalogue_import_images where import_id = ${importId}`,
  );
  const linked = addresses.map((a) => a.url).filter((url) => linkedOrigins.includes(originOf(url)));
  if (linked.length) {
    await tx.execute(sql`
      delete from catalogue_import_images
      where import_id = ${importId}
        and url in (select jsonb_array_elements_text(${JSON.stringify(linked)}::jsonb))`);
  }
  const count = addresses.length - linked.length;
  if (count > 0) await enqueueJob(tx, IMAGES_QUEUE, { importId }, { maxAttempts: 3 });
  return count;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** What the upload checks say, in words about an address rather than a file someone chose. */
function problemOf(err: unknown): string | undefined {
  if (err instanceof RemoteImageProblem) return err.message;
  if (err instanceof HttpError) {
    if (err.code === 'not_an_image')
      return 'The address does not give a JPEG, PNG, WebP or AVIF image (its contents say so): give the address of the image itself.';
    return err.message;
  }
  return undefined;
}

export interface ImageJobDeps {
  storage: MediaStorage;
  policy: ImageFetchPolicy;
  /** Told after products got their copies (the storefront's change signal). */
  onCatalogueChanged?: () => void;
}

/** Registers the image job's handler on the job runner. */
export function registerImportImageJobs(db: Database, jobs: JobRunner, deps: ImageJobDeps): void {
  jobs.register<{ importId: number }>(IMAGES_QUEUE, {
    async run(payload) {
      await fetchImportImages(db, Number(payload.importId), deps);
    },
    async onFailed(tx, payload, { error }) {
      // Tried three times (the database or the storage failed each time): what is left is told.
      await tx.execute(sql`
        update catalogue_import_images
        set status = 'failed',
            error = ${`The image could not be kept: ${error.slice(0, 200)}. Import the file again to try once more.`}
        where import_id = ${Number(payload.importId)} and status = 'pending'`);
      await tx.execute(sql`
        update catalogue_imports set images_finished_at = now()
        where id = ${Number(payload.importId)} and images_finished_at is null`);
    },
  });
}

/** Works one import's addresses until none is pending. Safe to run again after a crash. */
export async function fetchImportImages(
  db: Database,
  importId: number,
  deps: ImageJobDeps,
): Promise<void> {
  const [imp] = await queryRows<{
    staff_id: number | null;
    address: string | null;
    images_finished_at: Date | string | null;
  }>(
    db,
    sql`select staff_id, address, images_finished_at from catalogue_imports where id = ${importId}`,
  );
  if (!imp || imp.images_finished_at) return;
  const actor = { staffId: imp.staff_id, address: imp.address };
  for (;;) {
    const batch = await queryRows<{ url: string }>(
      db,
      sql`select url from catalogue_import_images
          where import_id = ${importId} and status = 'pending'
          order by rows[1], url limit ${BATCH}`,
    );
    if (batch.length === 0) break;
    for (const { url } of batch) {
      const error = await keepCopy(db, deps, actor, url);
      await db.execute(sql`
        update catalogue_import_images
        set status = ${error === undefined ? 'done' : 'failed'}, error = ${error ?? null}
        where import_id = ${importId} and ${sameUrl(sql`url`, sql`${url}`)}`);
    }
    if (
      await putCopiesOnProducts(
        db,
        importId,
        batch.map((b) => b.url),
      )
    )
      deps.onCatalogueChanged?.();
  }
  await db.transaction(async (tx) => {
    const [ended] = await queryRows<{ fetched: number; failed: number }>(
      tx,
      sql`update catalogue_imports set images_finished_at = now()
          where id = ${importId} and images_finished_at is null
          returning
            (select count(*)::int from catalogue_import_images
             where import_id = ${importId} and status = 'done') as fetched,
            (select count(*)::int from catalogue_import_images
             where import_id = ${importId} and status = 'failed') as failed`,
    );
    if (!ended) return;
    await recordAuditAs(tx, actor, {
      action: 'catalogue.import.images',
      entityType: 'catalogue_import',
      entityId: importId,
      before: null,
      after: { fetched: ended.fetched, failed: ended.failed },
    });
  });
}

/**
 * Fetches and keeps one address (once: a copy another import made is used as it is); answers
 * the row problem, or undefined when the copy is kept. Database and storage failures are thrown:
 * the job tries again.
 */
async function keepCopy(
  db: Database,
  deps: ImageJobDeps,
  actor: { staffId: number | null; address: string | null },
  url: string,
): Promise<string | undefined> {
  const [known] = await queryRows<{ media_url: string }>(
    db,
    sql`select media_url from image_sources where ${sameUrl(sql`url`, sql`${url}`)}`,
  );
  if (known) return undefined;
  let mediaUrl: string;
  try {
    const image = await fetchRemoteImage(url, deps.policy);
    mediaUrl = (await keepUpload(db, deps.storage, actor, image)).answer.url;
  } catch (err) {
    const problem = problemOf(err);
    if (problem === undefined) throw err;
    return problem;
  }
  await db.execute(sql`
    insert into image_sources (url, media_url) values (${url}, ${mediaUrl})
    on conflict ((md5(url))) do nothing`);
  return undefined;
}

/**
 * Every product naming one of `urls` fetched gets the copy instead, in its images and its cover.
 * The products are locked in id order first, as an import and a placement lock them (deadlocks
 * avoided, import-apply.service.ts). Answers whether any product changed.
 */
async function putCopiesOnProducts(
  db: Database,
  importId: number,
  urls: string[],
): Promise<boolean> {
  const copies = sql`(
    select i.url, s.media_url from catalogue_import_images i
    join image_sources s on ${sameUrl(sql`s.url`, sql`i.url`)}
    where i.import_id = ${importId} and i.status = 'done'
      and i.url in (select jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb)))`;
  return db.transaction(async (tx) => {
    const t = tx;
    const naming = sql`(
      select p.id from products p
      where p.images ?| (select coalesce(array_agg(c.url), '{}') from ${copies} c)
         or p.cover_image in (select c.url from ${copies} c))`;
    const locked = await queryRows<{ id: number }>(
      t,
      sql`select id from products where id in ${naming} order by id for no key update`,
    );
    if (locked.length === 0) return false;
    await t.execute(sql`
      update products p set
        images = coalesce((
          select jsonb_agg(coalesce(c.media_url, e.url) order by e.n)
          from jsonb_array_elements_text(p.images) with ordinality as e(url, n)
          left join ${copies} c on c.url = e.url), '[]'::jsonb),
        cover_image = coalesce((select c.media_url from ${copies} c where c.url = p.cover_image),
                               p.cover_image)
      where p.id in (select jsonb_array_elements_text(${JSON.stringify(locked.map((l) => l.id))}::jsonb)::int)`);
    return true;
  });
}

/** The image job's answer on the import's page: counts, and each row whose address failed. */
export async function importImages(
  db: Database,
  importId: number,
  finishedAt: Date | string | null,
): Promise<ImportImages> {
  const [counts] = await queryRows<{ total: number; fetched: number; failed: number }>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where status = 'done')::int as fetched,
          count(*) filter (where status = 'failed')::int as failed
        from catalogue_import_images where import_id = ${importId}`,
  );
  const total = counts?.total ?? 0;
  if (total === 0) return { status: 'none', total: 0, fetched: 0, failed: 0, errors: [] };
  const rows = await queryRows<{ row: number; url: string; error: string }>(
    db,
    sql`select r.row, i.url, i.error from catalogue_import_images i
        cross join lateral unnest(i.rows) as r(row)
        where i.import_id = ${importId} and i.status = 'failed'
        order by r.row, i.url limit ${MAX_LISTED}`,
  );
  const errors: ImportError[] = rows.map((r) => ({
    row: r.row,
    column: 'images',
    message: `${r.url.length > 120 ? `${r.url.slice(0, 119)}…` : r.url}: ${r.error}`,
  }));
  return {
    status: finishedAt === null ? 'fetching' : 'done',
    total,
    fetched: counts!.fetched,
    failed: counts!.failed,
    errors,
  };
}

// The catalogue import's translation columns (docs/catalogue-import.md, docs/translations.md):
// name_ja, name_zh_cn, bullet_points_ja, bullet_points_zh_cn set each group's translations; every
// row of a group agrees; a refusal names its row and changes nothing (all or nothing); a file
// without the columns leaves the translations alone; the export writes them and imports back;
// the imported names are searchable when the import ends.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCatalogueFile, SAMPLE_LINES } from '../../test/catalogue-import.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { indexItemGroups } from '../search/index.ts';

/** The demo seeds translations; these tests start from an English-only catalogue. */
async function withoutDemoTranslations(db: TestApp['database']['db']) {
  for (const table of [
    'item_group_translations',
    'brand_translations',
    'head_category_translations',
    'subcategory_translations',
  ])
    await db.execute(sql.raw(`delete from ${table}`));
  await indexItemGroups(db, 'all');
}

let t: TestApp;
let owner: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  await withoutDemoTranslations(t.database.db);
  owner = await signedInStaff(t.app, 'owner');
});
afterAll(() => t.close());

const importFile = (text: string) => importCatalogueFile(t.app, owner.cookie, text);

const COLUMNS = 'name_ja,name_zh_cn,bullet_points_ja,bullet_points_zh_cn';
const PLAN: Record<string, string> = {
  'Trailblazer Runner': 'トレイルブレイザー ランナー,开拓者跑鞋,軽量メッシュ | ラバーソール,',
  'Harbour Chelsea Boot': 'ハーバー チェルシーブーツ,港湾切尔西靴,,真皮鞋面',
  'Suede Care Kit': ',,,',
};

/** The sample with the four columns: `cellsOf(group, row)` gives each row's four cells. */
const withTranslations = (cellsOf: (group: string, row: number) => string) =>
  [
    `${SAMPLE_LINES[0]},${COLUMNS}`,
    ...SAMPLE_LINES.slice(1).map((line, i) => `${line},${cellsOf(line.split(',')[1]!, i + 2)}`),
  ].join('\n') + '\n';

const stored = async () =>
  (
    await queryRows<{
      group: string;
      locale: string;
      name: string;
      bullet_points: string[] | null;
    }>(
      t.database.db,
      sql`select ig.name as group, t.locale, t.name, t.bullet_points
          from item_group_translations t join item_groups ig on ig.id = t.item_group_id
          order by ig.name, t.locale`,
    )
  ).map((r) => ({ ...r }));

describe('catalogue import: translation columns', () => {
  it('sets each group’s translations; empty cells are English', async () => {
    const result = await importFile(withTranslations((group) => PLAN[group]!));
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await stored()).toEqual([
      {
        group: 'Harbour Chelsea Boot',
        locale: 'ja',
        name: 'ハーバー チェルシーブーツ',
        bullet_points: null,
      },
      {
        group: 'Harbour Chelsea Boot',
        locale: 'zh-CN',
        name: '港湾切尔西靴',
        bullet_points: ['真皮鞋面'],
      },
      {
        group: 'Trailblazer Runner',
        locale: 'ja',
        name: 'トレイルブレイザー ランナー',
        bullet_points: ['軽量メッシュ', 'ラバーソール'],
      },
      { group: 'Trailblazer Runner', locale: 'zh-CN', name: '开拓者跑鞋', bullet_points: null },
    ]);
    // Searchable at once, in both scripts.
    for (const q of ['トレイルブレイザー', '开拓者跑鞋', 'チェルシー']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/ecommerce/search/products/?q=${encodeURIComponent(q)}`,
      });
      expect(res.json().pagination.total_results, q).toBe(1);
    }
  });

  it('a file without the columns leaves the translations alone', async () => {
    const before = await stored();
    const result = await importFile(SAMPLE_LINES.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect(await stored()).toEqual(before);
  });

  it('refuses rows of a group that disagree, and a name too long, changing nothing', async () => {
    const before = await stored();
    const disagree = await importFile(
      withTranslations((group, row) =>
        row === 3 ? PLAN[group]!.replace('开拓者跑鞋', '跑鞋') : PLAN[group]!,
      ),
    );
    expect(disagree.status).toBe('failed');
    expect(disagree.errors).toEqual([
      {
        row: 3,
        column: 'name_zh_cn',
        message:
          'Row 2 gives the group Trailblazer Runner the Chinese name 开拓者跑鞋: every row of a group names the same Chinese name.',
      },
    ]);
    const long = await importFile(
      withTranslations((group, row) => (row === 2 ? `${'あ'.repeat(201)},,,` : PLAN[group]!)),
    );
    expect(long.status).toBe('failed');
    expect(long.errors[0]).toEqual({
      row: 2,
      column: 'name_ja',
      message: 'The Japanese name has at most 200 characters.',
    });
    expect(await stored()).toEqual(before);
  });

  it('changes one, names the column, clears one, and the export imports back unchanged', async () => {
    const changed = await importFile(
      withTranslations((group) =>
        group === 'Harbour Chelsea Boot' ? 'ハーバー チェルシーブーツ,,,真皮鞋面' : PLAN[group]!,
      ),
    );
    expect(changed).toMatchObject({ status: 'done', updated: 1, unchanged: 6, errors: [] });
    expect(changed.changes[0]!.fields).toEqual(['name_zh_cn']);
    // The Chinese name cleared: the row keeps its bullet points; the name reads as English.
    expect(
      (await stored()).find((r) => r.group === 'Harbour Chelsea Boot' && r.locale === 'zh-CN'),
    ).toMatchObject({ name: '', bullet_points: ['真皮鞋面'] });

    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    const [head, ...lines] = text.trim().split('\n');
    expect(head!.trim().split(',').slice(-4)).toEqual(COLUMNS.split(','));
    expect(lines.find((l) => l.includes('Trailblazer Runner'))).toContain(
      'トレイルブレイザー ランナー,开拓者跑鞋,軽量メッシュ | ラバーソール,',
    );
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });
  });
});

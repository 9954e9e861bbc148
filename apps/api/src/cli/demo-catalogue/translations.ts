// The demo catalogue in Japanese and Simplified Chinese (docs/translations.md): every head
// category and subcategory, every brand's name in katakana (Chinese keeps the Latin names, as
// imported brands in China often do, so it falls back to English), and each item group's name
// and bullet points built from the same parts as its English. Written once, by the seeder,
// before the search index, so the demo's groups are found by their Japanese and Chinese names.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';

type Pair = readonly [ja: string, zh: string];

export const CATEGORY_NAMES: Record<string, Pair> = {
  "Men's Footwear": ['メンズシューズ', '男鞋'],
  Sneakers: ['スニーカー', '休闲运动鞋'],
  Loafers: ['ローファー', '乐福鞋'],
  'Derby Shoes': ['ダービーシューズ', '德比鞋'],
  'Slip-Ons': ['スリッポン', '一脚蹬'],
  Moccasins: ['モカシン', '莫卡辛鞋'],
  "Women's Footwear": ['レディースシューズ', '女鞋'],
  Heels: ['ヒール', '高跟鞋'],
  Flats: ['フラットシューズ', '平底鞋'],
  Wedges: ['ウェッジソール', '坡跟鞋'],
  Ballerinas: ['バレエシューズ', '芭蕾平底鞋'],
  Mules: ['ミュール', '穆勒鞋'],
  "Kids' Footwear": ['キッズシューズ', '童鞋'],
  'School Shoes': ['通学靴', '校园鞋'],
  'Kids Sneakers': ['キッズスニーカー', '儿童运动鞋'],
  'Kids Sandals': ['キッズサンダル', '儿童凉鞋'],
  'Baby Booties': ['ベビーブーティー', '婴儿学步鞋'],
  'Light-Up Shoes': ['光る靴', '发光鞋'],
  'Sports Shoes': ['スポーツシューズ', '运动鞋'],
  Running: ['ランニングシューズ', '跑步鞋'],
  Training: ['トレーニングシューズ', '训练鞋'],
  'Football Boots': ['サッカースパイク', '足球鞋'],
  Basketball: ['バスケットボールシューズ', '篮球鞋'],
  Tennis: ['テニスシューズ', '网球鞋'],
  'Sandals & Slippers': ['サンダル・スリッパ', '凉鞋与拖鞋'],
  Sandals: ['サンダル', '凉鞋'],
  'Flip Flops': ['ビーチサンダル', '人字拖'],
  Slides: ['スライドサンダル', '一字拖'],
  'House Slippers': ['ルームシューズ', '室内拖鞋'],
  Clogs: ['クロッグ', '洞洞鞋'],
  Boots: ['ブーツ', '靴子'],
  'Chelsea Boots': ['チェルシーブーツ', '切尔西靴'],
  'Ankle Boots': ['アンクルブーツ', '短靴'],
  'Work Boots': ['ワークブーツ', '工装靴'],
  'Hiking Boots': ['トレッキングブーツ', '登山靴'],
  'Rain Boots': ['レインブーツ', '雨靴'],
  'Formal Shoes': ['フォーマルシューズ', '正装鞋'],
  Oxfords: ['オックスフォード', '牛津鞋'],
  Brogues: ['ブローグ', '布洛克鞋'],
  'Monk Straps': ['モンクストラップ', '孟克鞋'],
  'Dress Loafers': ['ドレスローファー', '正装乐福鞋'],
  'Patent Shoes': ['エナメルシューズ', '漆皮鞋'],
  Bags: ['バッグ', '包袋'],
  Backpacks: ['バックパック', '双肩包'],
  'Tote Bags': ['トートバッグ', '托特包'],
  'Duffel Bags': ['ダッフルバッグ', '旅行袋'],
  'Shoe Bags': ['シューズバッグ', '鞋袋'],
  'Crossbody Bags': ['ショルダーバッグ', '斜挎包'],
  Socks: ['ソックス', '袜子'],
  'Ankle Socks': ['アンクルソックス', '短袜'],
  'Crew Socks': ['クルーソックス', '中筒袜'],
  'Sports Socks': ['スポーツソックス', '运动袜'],
  'Wool Socks': ['ウールソックス', '羊毛袜'],
  'No-Show Socks': ['インビジブルソックス', '隐形袜'],
  'Shoe Care': ['シューケア', '鞋履护理'],
  Polish: ['靴クリーム', '鞋油'],
  Cleaners: ['クリーナー', '清洁剂'],
  Insoles: ['インソール', '鞋垫'],
  'Shoe Trees': ['シューツリー', '鞋撑'],
  Laces: ['靴ひも', '鞋带'],
  Accessories: ['アクセサリー', '配饰'],
  Belts: ['ベルト', '腰带'],
  Wallets: ['財布', '钱包'],
  Caps: ['キャップ', '棒球帽'],
  Keychains: ['キーホルダー', '钥匙扣'],
  Sunglasses: ['サングラス', '太阳镜'],
  Apparel: ['アパレル', '服装'],
  'T-Shirts': ['Tシャツ', 'T恤'],
  Hoodies: ['パーカー', '连帽衫'],
  'Track Pants': ['トラックパンツ', '运动长裤'],
  Shorts: ['ショートパンツ', '短裤'],
  Jackets: ['ジャケット', '夹克'],
};

/** Japanese only: the brands are invented names, written in katakana as Japan writes them. */
const BRAND_KATAKANA: Record<string, string> = {
  Aldenmoor: 'アルデンモア',
  Bravika: 'ブラヴィカ',
  'Calloway Step': 'キャロウェイ・ステップ',
  Dunmere: 'ダンミア',
  Elvaro: 'エルヴァロ',
  Fennick: 'フェニック',
  Granvell: 'グランヴェル',
  Holtwick: 'ホルトウィック',
  Istara: 'イスタラ',
  'Jorvik Trail': 'ヨーヴィック・トレイル',
  Kestrava: 'ケストラヴァ',
  Lumora: 'ルモーラ',
  'Marlowe & Finch': 'マーロウ＆フィンチ',
  Norvane: 'ノーヴェイン',
  Orvello: 'オルヴェロ',
  Pellam: 'ペラム',
  Quenby: 'クエンビー',
  Rovatti: 'ロヴァッティ',
  Solvane: 'ソルヴェイン',
  Tarrow: 'タロウ',
  Ulvik: 'ウルヴィク',
  Varenna: 'ヴァレンナ',
  Westray: 'ウェストレイ',
  Yarrowby: 'ヤロウビー',
  Zephra: 'ゼフラ',
  Amberline: 'アンバーライン',
  Bellcourt: 'ベルコート',
  Corvina: 'コルヴィナ',
  Delmora: 'デルモラ',
  Everstride: 'エバーストライド',
  Falkner: 'フォークナー',
  Glenavon: 'グレナヴォン',
  'Harlow Bay': 'ハーロウ・ベイ',
  Ironfield: 'アイアンフィールド',
  'Juniper Row': 'ジュニパー・ロウ',
  Kilnsey: 'キルンジー',
  Lindqvist: 'リンドクヴィスト',
  Mossgrove: 'モスグローブ',
  Nettlecombe: 'ネトルコム',
  Oakhurst: 'オークハースト',
  Palomar: 'パロマー',
  Redcliffe: 'レッドクリフ',
};

const MODEL_NAMES: Record<string, Pair> = {
  Aero: ['エアロ', '风翼'],
  Strider: ['ストライダー', '阔步'],
  Metro: ['メトロ', '都市'],
  Classic: ['クラシック', '经典'],
  Venture: ['ベンチャー', '远行'],
  Summit: ['サミット', '巅峰'],
  Breeze: ['ブリーズ', '清风'],
  Nova: ['ノヴァ', '新星'],
  Orbit: ['オービット', '轨迹'],
  Terra: ['テラ', '大地'],
  Pulse: ['パルス', '脉动'],
  Harbor: ['ハーバー', '港湾'],
};

const MATERIAL_NAMES: Record<string, Pair> = {
  Leather: ['レザー', '真皮'],
  Suede: ['スエード', '麂皮'],
  Canvas: ['キャンバス', '帆布'],
  Mesh: ['メッシュ', '网面'],
  Synthetic: ['合成皮革', '合成革'],
  Rubber: ['ラバー', '橡胶'],
  Knit: ['ニット', '针织'],
  Cotton: ['コットン', '棉质'],
  rubber: ['ラバー', '橡胶'],
  EVA: ['EVA', 'EVA'],
  TPR: ['TPR', 'TPR'],
};

/** What the seeder knows of a group: its parts, and its English bullet points to read back. */
export interface DemoGroupParts {
  id: number;
  brand: string;
  model: string;
  subcategory: string;
  number: number;
  bulletPoints: string[];
}

function groupTexts(g: DemoGroupParts, lang: 0 | 1): { name: string; bullets: string[] } | null {
  const model = MODEL_NAMES[g.model]?.[lang];
  const sub = CATEGORY_NAMES[g.subcategory]?.[lang];
  if (!model || !sub) return null;
  // The English bullets name the upper's material first and the outsole's third.
  const upper = MATERIAL_NAMES[g.bulletPoints[0]?.split(' ')[0] ?? '']?.[lang] ?? '';
  const sole =
    MATERIAL_NAMES[/durable (\S+) outsole/.exec(g.bulletPoints[2] ?? '')?.[1] ?? '']?.[lang] ?? '';
  if (lang === 0) {
    const brand = BRAND_KATAKANA[g.brand] ?? g.brand;
    return {
      name: `${brand} ${model} ${sub} ${g.number}`,
      bullets: [
        `${upper}のアッパーで一日中快適な履き心地`,
        '小売店の棚に並べやすいサイズアソートのカートン入り',
        `クッション性の高いインソールと耐久性に優れた${sole}アウトソール`,
        '出荷前に全品検品済み',
      ],
    };
  }
  return {
    name: `${g.brand} ${model}${sub} ${g.number}`,
    bullets: [
      `${upper}鞋面，全天穿着舒适`,
      '多尺码混装入箱，便于零售上架',
      `缓震鞋垫，耐磨${sole}大底`,
      '发货前逐件质检',
    ],
  };
}

/** Writes the demo's translations; call before indexItemGroups so search knows them. */
export async function writeDemoTranslations(
  t: Database,
  brandRows: readonly { id: number; name: string }[],
  headRows: readonly { id: number; name: string }[],
  subRows: readonly { id: number; name: string }[],
  groups: readonly DemoGroupParts[],
): Promise<void> {
  const names = (rows: readonly { id: number; name: string }[]) =>
    rows.flatMap((r) => {
      const pair = CATEGORY_NAMES[r.name];
      return pair
        ? [
            { id: r.id, locale: 'ja', name: pair[0] },
            { id: r.id, locale: 'zh-CN', name: pair[1] },
          ]
        : [];
    });
  const insertNames = (table: string, owner: string, rows: object[]) =>
    rows.length
      ? t.execute(sql`
          insert into ${sql.raw(table)} (${sql.raw(owner)}, locale, name)
          select x.id, x.locale, x.name
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, locale text, name text)`)
      : Promise.resolve();
  await insertNames('head_category_translations', 'head_category_id', names(headRows));
  await insertNames('subcategory_translations', 'subcategory_id', names(subRows));
  await insertNames(
    'brand_translations',
    'brand_id',
    brandRows.flatMap((b) =>
      BRAND_KATAKANA[b.name] ? [{ id: b.id, locale: 'ja', name: BRAND_KATAKANA[b.name] }] : [],
    ),
  );
  for (let i = 0; i < groups.length; i += 1000) {
    const rows = groups.slice(i, i + 1000).flatMap((g) =>
      (['ja', 'zh-CN'] as const).flatMap((locale, lang) => {
        const texts = groupTexts(g, lang as 0 | 1);
        return texts ? [{ id: g.id, locale, name: texts.name, bullets: texts.bullets }] : [];
      }),
    );
    await t.execute(sql`
      insert into item_group_translations (item_group_id, locale, name, bullet_points)
      select x.id, x.locale, x.name, x.bullets
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, locale text, name text, bullets jsonb)`);
  }
}

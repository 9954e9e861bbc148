// The Japanese catalogue (docs/languages.md): every id of the English one. Terms: サイズ展開
// (size run), カートン (carton), 足 (pairs), 卸価格 (wholesale price).
import type { MessageId } from './en';

export const ja: Record<MessageId, string> = {
  'header.skipToContent': '本文へ移動',
  'header.openMenu': 'メニューを開く',
  'nav.categories': 'カテゴリー',
  'nav.brands': 'ブランド',
  'nav.shopBy': 'テーマで探す',
  'nav.becomeAVendor': '出品者になる',
  'nav.myAccount': 'マイアカウント',
  'tabs.label': 'タブ',
  'tabs.home': 'ホーム',
  'tabs.category': 'カテゴリー',
  'tabs.brands': 'ブランド',
  'tabs.myAccount': 'マイアカウント',
  'country.heading': '配送先と支払い通貨',
  'country.trigger.label': '国: {country}、価格は{currency}で表示。国を変更',
  'language.switcher.label': '言語: {language}。言語を変更',
  'language.switcher.heading': '言語',
  'footer.followUs': 'フォローする',
  'footer.socialLink': '{name}(新しいタブで開きます)',
  'footer.categories': 'カテゴリー',
  'footer.viewAll': 'すべて見る',
  'footer.getToKnowUs': '私たちについて',
  'footer.aboutUs': '会社概要',
  'footer.community': 'コミュニティ',
  'footer.helpCenter': 'ヘルプセンター',
  'footer.policies': 'ポリシー',
  'footer.termsOfUse': '利用規約',
  'footer.privacyPolicy': 'プライバシーポリシー',
  'footer.rightsReserved': '。無断転載を禁じます。',
};

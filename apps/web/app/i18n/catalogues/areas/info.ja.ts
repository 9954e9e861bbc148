// Japanese messages of one area (docs/languages.md): every id of info.en.ts. "We" of the
// policies is 当社 throughout.
import type { infoEn } from './info.en';

export const infoJa: Record<keyof typeof infoEn, string> = {
  'info.policy.terms.intro':
    '本規約は、靴およびライフスタイル商品の卸売オンラインストアである{shop}のご利用に適用されます。本サイトをご利用いただくことで、本規約に同意したものとみなされます。',
  'info.policy.terms.whoMayBuy.title': 'ご購入いただける方',
  'info.policy.terms.whoMayBuy.text':
    'アカウントの作成およびご注文には、{years}歳以上であるか、親権者または保護者の同意が必要です。',
  'info.policy.terms.account.title': 'アカウント',
  'info.policy.terms.account.text':
    'アカウントは主に携帯電話番号で識別されます。携帯電話番号とパスワードは常に最新の状態に保ち、他人に知られないよう管理してください。{years}年間ご利用のないアカウントのデータは削除されます。お客様のデータの取り扱いについては、{privacyPolicy}をご覧ください。',
  'info.policy.terms.prices.title': '価格と送料',
  'info.policy.terms.prices.text':
    '価格は選択された国の通貨で表示され、予告なく変更される場合があります。送料は別途かかります。送料は、提供元がご注文を確認・確定した後に算出され、加算されます。',
  'info.policy.terms.returns.title': '返品',
  'info.policy.terms.returns.text':
    '商品を返品するには、未使用であり、購入時のタグが付いたままであることをご確認いただく必要があります。この条件を満たさない場合、返品はお受けできず、商品は返金なしでお客様へ返送されます。',
  'info.policy.terms.original.title': '正規品',
  'info.policy.terms.original.text':
    '当社は、各ブランドまたはその正規代理店から仕入れた正規品のみを販売しています。',
  'info.policy.privacy.intro':
    '本ポリシーでは、{shop}のご利用時に当社が収集する情報とその目的、およびお客様が選択できることについて説明します。',
  'info.policy.privacy.collect.title': '収集するデータ',
  'info.policy.privacy.collect.contact':
    '連絡先データ：氏名、メールアドレス、携帯電話番号、配送先住所。',
  'info.policy.privacy.collect.payment':
    '決済データ：カード決済代行会社が取り扱います。当社が保持するのは決済の参照番号と状況のみです。',
  'info.policy.privacy.collect.usage':
    '利用データ：閲覧したページ、検索内容、ご利用の端末とブラウザ。',
  'info.policy.privacy.use.title': '利用目的',
  'info.policy.privacy.use.text':
    'アカウントの運営、ご注文の処理と配送、お問い合わせへの回答、およびストアの安全確保のために利用します。',
  'info.policy.privacy.sharing.title': '第三者との共有',
  'info.policy.privacy.sharing.text':
    '当社がお客様のデータを販売することはありません。データを共有するのは、ストアの運営に協力する事業者（決済、配送、メール）と、法律で求められる場合の公的機関に限られます。',
  'info.policy.privacy.rights.title': 'お客様の権利',
  'info.policy.privacy.rights.text':
    '{email}までご連絡いただければ、いつでもご自身のデータの開示、訂正または削除を請求できます。',
  'info.policy.privacy.cookies.title': 'クッキー',
  'info.policy.privacy.cookies.text':
    '当社は、ログイン状態を保持し、選択された国を記憶するためにクッキーを使用しています。クッキーはブラウザで削除できますが、その場合ストアはこれらの選択を記憶しなくなります。ポリシーの全文は{privacyPage}に掲載しています。',
  'info.policy.privacy.cookies.link': 'プライバシーポリシーのページ',
  'info.policy.legal.operator':
    '{shop}は{company}（{address}）が運営しています。お問い合わせ先：{email}、{phone}。',
  'info.policy.legal.property.title': '知的財産',
  'info.policy.legal.property.text':
    'ブランド名、ロゴおよび商品画像はそれぞれの権利者に帰属し、当社が販売する商品を示すために表示しています。本サイトのその他のコンテンツは{company}に帰属します。',
  'info.policy.legal.liability.title': '責任',
  'info.policy.legal.liability.text':
    '当社は商品をできる限り正確に説明するよう努めていますが、画面上では色が実物と異なって見える場合があります。これらのポリシーのいかなる定めも、お客様の国の法律に基づくお客様の権利を制限するものではありません。',
  'info.policy.legal.law.title': '準拠法',
  'info.policy.legal.law.text':
    'これらのポリシーは、イングランドおよびウェールズの法律に準拠します。',
  'info.privacy.introduction.title': 'はじめに',
  'info.privacy.introduction.text':
    '{company}（以下「{shop}」または「当社」）は、靴およびライフスタイル商品の卸売オンラインストアを運営しています。本ポリシーでは、当社が収集する個人情報、その利用と保護の方法、およびお客様の権利について説明します。',
  'info.privacy.collect.title': '収集する情報',
  'info.privacy.collect.account':
    'アカウント情報と連絡先：氏名、メールアドレス、携帯電話番号、配送先住所。',
  'info.privacy.collect.orders':
    '注文と決済の情報：ご購入の内容、およびカード決済代行会社から受け取る決済の参照番号と状況。カード番号の全桁を保存することはありません。',
  'info.privacy.collect.usage':
    '利用情報：閲覧したページ、検索内容、端末とブラウザ、選択された国。',
  'info.privacy.collect.messages': 'ヘルプセンターを通じてお客様が当社に送信したメッセージ。',
  'info.privacy.use.title': '情報の利用目的',
  'info.privacy.use.account': 'アカウントの作成と運営、およびログイン状態の保持のため。',
  'info.privacy.use.orders': 'ご注文の価格算定、処理、発送およびサポートのため。',
  'info.privacy.use.questions':
    'お問い合わせへの回答、およびアカウントに必要なメールの送信のため。',
  'info.privacy.use.advertising':
    '広告効果の測定のため：お客様が広告を経由してご来訪された場合、その訪問またはご注文を、広告プラットフォームの広告APIを通じて当該プラットフォームに報告することがあります。その際、お客様の連絡先は含めません。',
  'info.privacy.use.security': 'ストアの安全を守り、不正を防止するため。',
  'info.privacy.sharing.title': '情報の共有と開示',
  'info.privacy.sharing.text':
    '当社がお客様の個人情報を販売することはありません。個人情報を共有するのは、利用を制限する契約のもとでストアの運営に協力する事業者（決済、配送、メール、ホスティング）と、法律で求められる場合の公的機関に限られます。',
  'info.privacy.security.title': 'データの安全管理',
  'info.privacy.security.text':
    'パスワードは強力な一方向ハッシュとしてのみ保存され、セッションには安全なクッキーを使用し、お客様のデータにアクセスできるのは、それを必要とするスタッフとシステムに限られます。',
  'info.privacy.retention.title': 'データの保存期間',
  'info.privacy.retention.text':
    'アカウントのご利用中はデータを保持します。{years}年間ご利用のないアカウントのデータは削除されます。ただし、法律で保存が義務付けられている注文記録は除きます。',
  'info.privacy.rights.title': 'お客様の権利',
  'info.privacy.rights.text':
    '当社にご連絡いただくことで、ご自身の個人情報の開示、訂正または削除を請求し、またはその利用に異議を申し立てることができます。1か月以内に回答いたします。',
  'info.privacy.changes.title': '本プライバシーポリシーの変更',
  'info.privacy.changes.text':
    '本ポリシーを変更する場合は、新しい版をこのページに掲載し、重要な変更についてはアカウントをお持ちの方にメールでお知らせします。',
  'info.privacy.contact.title': 'お問い合わせ',
  'info.privacy.contact.email': 'メール：{email}',
  'info.privacy.contact.phone': '電話：{phone}',
  'ui.carousel': 'カルーセル',
  'ui.pdf': 'PDF',
  'product.slab.fallback.first': '25～100点',
  'product.slab.fallback.second': '100～300点',
  'product.slab.fallback.third': '300点以上',
};

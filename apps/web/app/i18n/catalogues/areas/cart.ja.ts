// Japanese messages of one area (docs/languages.md): every id of cart.en.ts.
import type { cartEn } from './cart.en';

export const cartJa: Record<keyof typeof cartEn, string> = {
  'cart.title': 'カート',
  'checkout.title.delivery': 'お届け先',
  'checkout.title.payment': 'お支払い',
  'checkout.title.success': 'ご注文を受け付けました',
  'checkout.title.failure': '注文に失敗しました',

  'cart.addingToCart': 'カートに追加中...',
  'cart.empty.heading': 'カートは空です',
  'cart.empty.text': 'カートに商品が入っていません。商品を追加しましょう。',
  'cart.continueShopping': '買い物を続ける',
  'cart.heading': 'カート（{count}点）',
  'cart.deliverTo': 'お届け先：{name}',
  'cart.changeAddress': 'お届け先を変更',
  'cart.items.label': 'カート内の商品',
  'cart.selectedCount': '{selected}/{total}点を選択中',
  'cart.collapseAll': 'すべて閉じる',
  'cart.expandAll': 'すべて開く',
  'cart.remove': '削除',
  'cart.continue': '次へ進む',
  'cart.fetchError': 'カートの商品を読み込めませんでした',
  'cart.action.linesUnreadable': '明細を読み取れませんでした。',
  'cart.action.cartonsUnreadable': 'カートンを読み取れませんでした。',
  'cart.action.unknown': '不明なカート操作です。',

  'cart.blockers.heading': 'ご購入手続きの前に',
  'cart.blockers.stockShort':
    '{count}件の明細が在庫数を超えています。残りの数まで減らしてください。',
  'cart.blockers.styleShort':
    '{style}は1スタイルあたり最低{minPairs}足（サイズ・カラー混在可）ですが、ご注文は{pairs}足です。あと{missing}足追加するか、このスタイルを削除してください。',
  'cart.blockers.stylesShort':
    '{count}スタイルが最低数量に達していません：{list}。足数を追加する（サイズ・カラー混在可）か、これらのスタイルを削除してください。',
  'cart.blockers.stylesShortItem': '{style}（{pairs}/{minPairs}足）',
  'cart.blockers.orderShort':
    '最低注文金額は{minimum}で、本日のレートでご注文の商品は{goods}です。あと{missing}分追加してください。',
  'cart.listSeparator': '、',

  'cart.style.summary': '{pairs}足 · {sizes}サイズ · ',
  'cart.perPair': ' / 足',
  'cart.style.needsChange': '要変更',
  'cart.style.sizes': '{name}のサイズ',
  'cart.select': '{name}を選択',
  'cart.line.size': '、サイズ{size}',
  'cart.short.soldOut': '売り切れ',
  'cart.short.left': '残り{count}足',
  'cart.short.size': 'サイズ{size}：{short}',
  'cart.gone': '販売終了：{sizes}',
  'cart.gone.thisProduct': 'この商品',
  'cart.oneSize': 'フリーサイズ',
  'cart.line.remove': '{name}を削除',
  'cart.line.decrease': '{name}の数量を減らす',
  'cart.line.increase': '{name}の数量を増やす',
  'cart.line.pairs': '{name}、足数',
  'cart.line.nowRest': '{now}足は即納、残りは{rest}',

  'cart.priceDetails': '価格の詳細',
  'cart.totalPrice': '商品合計（{count}点）',
  'cart.shipping': '送料',
  'cart.shippingCalculated': '注文確定後に計算',
  'cart.totalAmount': '合計金額',
  'cart.shippingNote':
    '送料は別途かかります。ご注文の確認・確定後に、配送業者が送料を計算して加算します。',

  'checkout.steps.label': '購入手続きのステップ',
  'checkout.step.cart': 'カート',
  'checkout.step.delivery': 'お届け先',
  'checkout.step.payment': 'お支払い',
  'checkout.steps.position': 'ステップ{at}/{total}',

  'checkout.loadError':
    '購入手続きの情報を読み込めませんでした。しばらくしてからもう一度お試しください。',
  'checkout.noAddressYet':
    'お届け先住所がまだありません。下で追加してください。ご注文は指定された住所にのみお届けします。',
  'checkout.sampleCaption': '住所の例（お客様の住所ではありません）',
  'checkout.addressFirst': '続けるには、お届け先住所を追加または選択してください。',
  'checkout.deliveryAddress': 'お届け先住所',
  'checkout.bookUnreadable':
    '会社の住所を読み込めませんでした。ページを再読み込みして住所を選択してください。',
  'checkout.delivery.heading': 'お届け先',
  'checkout.continueToPayment': 'お支払いへ進む',
  'checkout.submitting': '送信中...',
  'checkout.submitOrder': '注文を確定する',
  'checkout.onAccount': '掛け払いで注文（出荷後{days}日以内にお支払い）',
  'checkout.goods.heading': 'ご注文の商品',
  'checkout.goods.count': '{styles}スタイル・カラー、{pairs}足',
  'checkout.goods.stylePairs': '{pairs}足 · ',
  'checkout.deposit.words': '前金{percent}%を今お支払い、残金は出荷前にお支払い',
  'checkout.deposit.now': '今回の前金（{percent}%）',
  'checkout.deposit.balance': '出荷前の残金',
  'checkout.deposit.plusShipping': '別途送料がかかります',

  'checkout.payment.heading': 'お支払い',
  'checkout.payment.label': 'お支払い方法',
  'checkout.tab.card': 'クレジット/デビットカード',
  'checkout.tab.payLater': '後払い',
  'checkout.tab.emi': '分割払い',
  'checkout.tab.netBanking': 'ネットバンキング',
  'checkout.soon.payLater': '後払いは近日対応予定です。現在はカードでお支払いください。',
  'checkout.soon.emi': '分割払いは近日対応予定です。現在はカードでお支払いください。',
  'checkout.soon.netBanking':
    'ネットバンキングは近日対応予定です。現在はカードでお支払いください。',
  'checkout.deliveringTo': 'お届け先',
  'checkout.change': '変更',
  'checkout.depositNow': '今回の前金',
  'checkout.processing': '処理中...',
  'checkout.payNow': '今すぐ支払う',
  'checkout.backToDelivery': 'お届け先に戻る',

  'checkout.card.loadingForm': '安全なカード入力フォームを読み込み中…',
  'checkout.card.loadingField': '安全なカード入力欄を読み込み中…',
  'checkout.card.details': 'カード情報',
  'checkout.card.number': 'カード番号',
  'checkout.card.name': 'カード名義',
  'checkout.card.expiry': '有効期限（MM/YY）',
  'checkout.card.expiryPlaceholder': 'MM/YY',
  'checkout.card.cvv': 'セキュリティコード',
  'checkout.card.testCard':
    'テストカード：4242 4242 4242 4242、有効期限は未来の日付、セキュリティコードは任意の3桁。',
  'checkout.card.unavailable': '決済サービスを利用できません。もう一度お試しください。',
  'checkout.card.nameRequired': 'カード名義を入力してください。',
  'checkout.card.detailsMissing': 'カード情報を取得できませんでした',
  'checkout.card.expiryIncomplete': 'カードの有効期限が不完全です。',
  'checkout.card.error': 'エラー：{message}',
  'checkout.card.stripeProcessing':
    'お支払いを処理しています。カード会社の確認が取れ次第、ご注文は支払い済みになります。',
  'checkout.card.nothingDue': 'このご注文には現在お支払いいただく金額はありません。',

  'checkout.balance.paid':
    'お支払いを受け付けました。ありがとうございます。残金のお支払いは完了です。',
  'checkout.balance.notRecorded':
    'カードは承認されましたが、まだお支払いを記録できていません。もう一度お試しください。二重に請求されることはありません。',
  'checkout.balance.recording': 'お支払いを記録しています…',
  'checkout.balance.tryAgain': 'もう一度試す',
  'checkout.balance.payByCard': '{amount}をカードで支払う',
  'checkout.balance.cancel': 'キャンセル',
  'checkout.balance.preparing': 'お支払いを準備中…',

  'checkout.needHelp': 'お困りですか？',
  'checkout.contactUs': 'お問い合わせ',
  'checkout.success.processing': 'ご注文を処理しています...',
  'checkout.success.notConfirmed':
    'お支払いをまだ確認できていません。しばらくしてから注文履歴をご確認ください。',
  'checkout.success.heading': 'ご注文を受け付けました',
  'checkout.success.text':
    'ご注文を受け付けました。お届け予定日を記載した注文確認メールをまもなくお送りします。',
  'checkout.success.orderId': '注文番号：',
  'checkout.success.deliveringTo': 'お届け先：{address}',
  'checkout.success.orderDetails': '注文の詳細',
  'checkout.failure.heading': '注文に失敗しました',
  'checkout.failure.text':
    '現在ご注文を処理できません。お支払いが引き落とされた場合は、{days}以内に返金されます。',
  'checkout.failure.refundDays': '3〜5日',
  'checkout.failure.backToCart': 'カートに戻る',
};

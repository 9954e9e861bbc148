// The buyer's mails' messages in Japanese, typed by the English catalogue (a missing id fails the
// typecheck). Terms as docs/languages.md's table.
import type { en } from './en.ts';

export const ja: Record<keyof typeof en, string> = {
  'layout.hello': '{name} 様',
  'layout.pasteLink': 'または、次のリンクをブラウザに貼り付けてください：{url}',

  'verify.subject': '{shop} アカウントのご確認',
  'verify.thanks':
    'ご登録ありがとうございます。お買い物を始めるには、メールアドレスをご確認ください。',
  'verify.expiry': 'このリンクは1回限り有効で、24時間で期限が切れます。',
  'verify.action': 'メールアドレスを確認する',
  'exists.subject': '{shop} のアカウントはすでにお持ちです',
  'exists.someone':
    'どなたか（おそらくご本人）が、このメールアドレスで {shop} のアカウントを作成しようとしましたが、このアドレスのアカウントはすでにあります。',
  'exists.advice':
    'ご本人の場合はログインしてください。パスワードをお忘れの場合は、ログインページから再設定できます。お心当たりがない場合は、このメールを無視してください。',
  'action.logIn': 'ログイン',
  'verified.subject': '{shop} のメールアドレスは確認済みです',
  'verified.body':
    '新しい確認リンクのご依頼がありましたが、このアドレスはすでに確認済みです。そのままログインできます。',
  'reset.subject': '{shop} のパスワード再設定',
  'reset.request':
    'パスワード再設定のご依頼を受け付けました。下のリンクから新しいパスワードを設定してください。',
  'reset.expiry':
    'このリンクは1回限り有効で、1時間で期限が切れます。お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  'reset.action': '新しいパスワードを設定する',
  'changed.subject': '{shop} のパスワードが変更されました',
  'changed.done':
    'パスワードが再設定され、アカウントにサインインしていたすべての端末からサインアウトしました。',
  'changed.warning': 'お心当たりがない場合は、すぐにパスワードを再設定し、当店までご連絡ください。',
  'changed.action': 'パスワードを再設定する',

  'order.pairs': '{count, plural, other {{n}足}}',
  'order.viewOrder': 'ご注文を見る',
  'order.delivery': 'お届け先：{address}',
  'order.orderedFor': 'ご注文企業：{company}',
  'order.goodsTax': '{row}：商品分 {tax}、税込 {total}。',
  'table.yourOrder': 'ご注文内容',
  'table.caption': '{title}：{count, plural, other {{n}スタイル・カラー}}、{pairs}',
  'table.style': 'スタイル・カラー',
  'table.sizes': 'サイズ × 足数',
  'table.pairs': '足数',
  'table.amount': '金額',
  'table.more':
    '…ほか{count, plural, other {{n}スタイル・カラー}}、{pairs}、{amount}：すべての明細はご注文ページでご覧いただけます。',
  'received.subject': 'ご注文 #{id} を承りました',
  'received.thanks': 'ご注文 #{id}（{total}）をいただき、ありがとうございます。',
  'received.deposit':
    '前払金（{percent}%）をただいまカードで決済しました：{deposit}。残額 {balance} と送料は、出荷前にお支払いください。',
  'received.onAccount':
    '掛け払いでのご注文です。販売元がご注文を確認し、送料を計算して確定します。現時点でのご請求はありません。請求書のお支払い期限は出荷後{days, plural, other {{n}日}}です。',
  'received.card': 'カード決済が完了しましたら、販売元がご注文を確認し、送料を計算して確定します。',
  'received.later':
    '販売元がご注文を確認し、送料を計算して確定します。お支払いは確定後となります。',
  'received.steps': '各段階でメールにてお知らせします。',
  'cancelled.subject': 'ご注文 #{id} はキャンセルされました',
  'cancelled.reason': 'ご注文 #{id} はキャンセルされました。理由：{reason}',
  'cancelled.refund':
    '{amount} をお支払いに使われたカードへ返金しています。銀行によっては反映まで数日かかることがあります。',
  'cancelled.nothing': 'ご請求はなかったため、返金はありません。',
  'expired.subject': 'ご注文 #{id} はキャンセルされました：期限内にお支払いがありませんでした',
  'expired.body':
    'ご注文 #{id}（{total}）は、ご注文から{minutes}分以内にお支払いがなかったため、キャンセルされました。確保していた商品は販売に戻りました。',
  'expired.again': 'ご購入の場合は、在庫があるうちに改めてご注文ください。',
};

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
  'order.note': '販売元からのメッセージ：{note}',
  'order.payNow': '今すぐ支払う',
  'doc.proforma': 'プロフォーマインボイスをダウンロード（PDF）',
  'doc.invoice': 'コマーシャルインボイスをダウンロード（PDF）',
  'doc.packing-list': 'パッキングリストをダウンロード（PDF）',
  'doc.certificate-of-origin': '原産地証明書（案）をダウンロード（PDF）',
  'confirmed.subject': 'ご注文 #{id} が確定しました',
  'confirmed.subjectOwes': 'ご注文 #{id} が確定しました：お支払い額 {amount}',
  'confirmed.body': '販売元がご注文 #{id} を確定しました。',
  'confirmed.goods': '商品：{goods}。送料：{shipping}。',
  'confirmed.tax': '{row}：商品と送料分 {tax}、税込合計 {total}。',
  'confirmed.deposit': 'お支払い済みの前払金（{percent}%）：{amount}。',
  'confirmed.onAccount':
    '掛け払い：{amount} を出荷後{days, plural, other {{n}日}}以内に銀行振込でお支払いください。ご注文はまもなく出荷されます。',
  'confirmed.balance':
    'お支払い残額：{amount}。ご注文ページを開き「今すぐ支払う」を選んでください。お支払い後に出荷します。',
  'confirmed.nothing': 'お支払い残額はありません。ご注文はまもなく出荷されます。',
  'confirmed.refund':
    '変更後のご注文額を上回るお支払いがありました：{amount} をお支払いに使われたカードへ返金しています。',
  'amended.subject': 'ご注文 #{id} が変更されました：新しい合計 {total}',
  'amended.body': '販売元が確定前にご注文 #{id} を変更しました。',
  'amended.removed': '{name}：削除（変更前 {pairs}）。',
  'amended.unit': '1足あたり {before} → {after}',
  'amended.tier': '{name}：{pairs}、{unit}（スタイルの数量別価格が変わりました）、現在 {total}。',
  'amended.line': '{name}：{from} → {to}、現在 {total}。',
  'amended.lineUnit': '{name}：{from} → {to}、{unit}、現在 {total}。',
  'amended.goods': '変更前の商品：{before}。現在の商品：{now}。',
  'amended.refund':
    'お支払い済み {paid}：現在のご注文額より {refund} 多くなっています。この額はご注文の確定時に、お支払いに使われたカードへ返金します。',
  'amended.toPay': 'お支払い残額：{amount}。これに販売元が確定時に加える送料がかかります。',
  'amended.nothing': '送料は販売元がご注文の確定時に加えます。現時点でのご請求はありません。',
  'shipped.subject': 'ご注文 #{id} を出荷しました',
  'shipped.subjectShipment': 'ご注文 #{id}：第{number}便を出荷しました',
  'shipped.body': 'ご注文 #{id} は {carrier} にて配送中です。',
  'shipped.bodyShipment': 'ご注文 #{id} の第{number}便は {carrier} にて配送中です：{pairs}。',
  'shipped.tracking': '追跡番号：{tracking}。',
  'shipped.waybill': '運送状：{waybill}。',
  'shipped.invoice': 'コマーシャルインボイス：{invoice}。',
  'shipped.left': '未出荷：{pairs}。出荷の際に改めてメールでお知らせします。',
  'shipped.owed':
    '請求書：{amount} を {day} までに、注文番号 #{id} を添えて銀行振込でお支払いください。',
  'shipped.table': '第{number}便',
  'due.subject': 'ご注文 #{id} の請求書のお支払い期限です：{amount}',
  'due.invoice': '掛け払いのご注文 #{id} の請求書 {invoice} は、{day} がお支払い期限です。',
  'due.theInvoice': '掛け払いのご注文 #{id} の請求書は、{day} がお支払い期限です。',
  'invoice.toPay': 'お支払い残額：{amount}。注文番号 #{id} を添えて銀行振込でお支払いください。',
  'invoice.paid':
    'ここ数日のうちにお支払い済みの場合は、ありがとうございます。着金後にご注文に反映されます。',
  'overdue.subject': 'ご注文 #{id} の請求書のお支払いが{days}日遅れています：{amount}',
  'overdue.invoice':
    '掛け払いのご注文 #{id} の請求書 {invoice} は、{day} がお支払い期限で、現在{days}日遅れています。',
  'overdue.theInvoice':
    '掛け払いのご注文 #{id} の請求書は、{day} がお支払い期限で、現在{days}日遅れています。',
  'overdue.hold':
    '請求書のお支払いが{days}日遅れると、貴社からの新しいご注文は審査のため保留されます。',
  'credit.subject': 'ご注文 #{id} のクレジットノート {number}',
  'credit.body':
    'ご注文 #{id} について、請求書 {invoice} に対するクレジットノート {number} を発行しました。',
  'credit.reason': '理由：{reason}',
  'credit.amount': 'クレジット額：{amount}。',
  'credit.amountTax': 'クレジット額：{amount}（うち{label} {tax}）。',
  'credit.download': 'クレジットノート {number} をダウンロード（PDF）',
  'layout.there': 'ご担当者',
  'cut.subject': 'ご注文 #{id}：{pairs}は出荷されません',
  'cut.body': 'ご注文 #{id} のうち{pairs}は出荷されません。理由：{reason}',
  'cut.line': '{description}：{pairs}足をキャンセル。',
  'cut.refund': '{amount} をお支払いに使われたカードへ返金します。',
  'cut.refundNote':
    '{amount} をお支払いに使われたカードへ返金します。請求書 {invoice} に対するクレジットノート {number} を発行しました。',
  'cut.goods': 'ご注文の商品は現在 {total} です。',
  'draft.subject': '{company} 様のご注文をご確認いただく準備ができました',
  'draft.prepared':
    '{company} 様のご注文をご用意しました：{pairs}足、税・送料別 {amount}、お取り決めの価格です。',
  'draft.review':
    'リンクを開き、このアドレスでサインインしてご確認ください：カードでお支払いいただけます。このリンクは1回限り、{days}日以内有効です。',
  'draft.reviewOnAccount':
    'リンクを開き、このアドレスでサインインしてご確認ください：カードでのお支払いまたは掛け払いでのご注文ができます。このリンクは1回限り、{days}日以内有効です。',
  'draft.action': 'ご注文を確認する',
  'invite.subject': '{who} さんから {shop} で {company} としてご注文いただくための招待が届きました',
  'invite.colleague': '同僚の方',
  'invite.admin':
    '{who} さんが、{shop} の {company} に管理者として参加するようあなたを招待しました。管理者は注文し、会社とその住所・メンバーを管理します。',
  'invite.buyer':
    '{who} さんが、{shop} の {company} にバイヤーとして参加するようあなたを招待しました。バイヤーは注文し、会社のすべての注文を確認できます。',
  'invite.open':
    '下のリンクを開き、このアドレス（{email}）でサインインまたはアカウントを作成して、招待を承諾してください。このリンクは1回限り、{hours}時間以内有効です。',
  'invite.moves':
    'このアドレスですでに {shop} でご注文されている場合、参加するとこの会社に移ります。これまでのご注文は以前の会社に残ります。',
  'invite.action': '{company} に参加する',
  'sheet.subject': 'ラインシート：{name}',
  'sheet.subjectSeason': 'ラインシート：{name}（{season}）',
  'sheet.body': 'コレクション {name} のラインシートを、{company} 様向けの価格でお届けします。',
  'sheet.windows': 'お届け期間：{windows}。',
  'sheet.signIn':
    'サインインすると、ラインシートの閲覧とコレクションページからのご注文ができます。',
  'sheet.action': 'コレクションを見る',
  'sheet.pdf': 'ラインシート（PDF）',
};

// Japanese refusals (docs/refusals-in-languages.md): polite です・ます, the terms of
// docs/languages.md (足, カートン). Typed by the English catalogue: a missing sentence fails the
// typecheck.
import type { RefusalId } from './en.ts';

export const ja: Record<RefusalId, string> = {
  'Incorrect email or password.': 'メールアドレスまたはパスワードが正しくありません。',
  'This account has been disabled by the shop. Please contact us through the help center if you think this is a mistake.':
    'このアカウントはショップにより無効にされています。お心当たりがない場合は、ヘルプセンターからお問い合わせください。',
  'Authentication required.': 'ログインが必要です。',
  'Please verify your email address first: open the link we sent you, or ask for a new one.':
    '先にメールアドレスの確認をお願いします。お送りしたリンクを開くか、新しいリンクをご請求ください。',
  'Your session has ended. Please log in again.':
    'セッションが終了しました。もう一度ログインしてください。',
  'Too many attempts. Please wait {wait} and try again.':
    '試行回数が多すぎます。{wait}ほどお待ちのうえ、もう一度お試しください。',
  'a minute': '1分',
  '{minutes} minutes': '{minutes}分',
  'Please enter your password.': 'パスワードを入力してください。',
  'A password has at most 256 characters.': 'パスワードは256文字以内で入力してください。',
  'Please enter a new password.': '新しいパスワードを入力してください。',
  'Please confirm the new password.': '確認のため、新しいパスワードをもう一度入力してください。',
  'Only seller accounts can be created here.': 'ここで作成できるのはセラーアカウントのみです。',
  'This password reset link is invalid or has expired.':
    'このパスワード再設定リンクは無効か、有効期限が切れています。',
  'This verification link has expired. Ask for a new one below.':
    'この確認リンクは有効期限が切れています。下から新しいリンクをご請求ください。',
  'This verification link has already been used. If your email is verified, log in.':
    'この確認リンクはすでに使用されています。メールアドレスの確認がお済みでしたら、ログインしてください。',
  'This verification link is not valid. Please check that you copied all of it.':
    'この確認リンクは無効です。リンク全体をコピーしたかご確認ください。',
  'Please enter your email address.': 'メールアドレスを入力してください。',
  'An email address has at most 254 characters.': 'メールアドレスは254文字以内で入力してください。',
  'Please enter a password.': 'パスワードを入力してください。',
  'Please enter a username.': 'ユーザー名を入力してください。',
  'A username has at most 150 characters.': 'ユーザー名は150文字以内で入力してください。',
  'Please enter a name.': '名前を入力してください。',
  'A name has at most 100 characters.': '名前は100文字以内で入力してください。',
  'Please enter a valid email address (e.g., {example})':
    '有効なメールアドレスを入力してください（例: {example}）',
  'Please enter a valid email address (e.g., {example}).':
    '有効なメールアドレスを入力してください（例: {example}）。',
  'Password must be at least 8 characters long, contain one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)':
    'パスワードは8文字以上で、大文字・小文字・数字・記号（!@#$%^&*）をそれぞれ1文字以上含めてください',
  'Passwords do not match.': 'パスワードが一致しません。',
  '{field} cannot contain line breaks, control characters or text-direction overrides.':
    '{field}に改行、制御文字、文字方向の指定を含めることはできません。',
  'Your cart holds {count} lines, the most it can: place an order or remove some lines first. Nothing was added.':
    'カートには上限の{count}行が入っています。先にご注文いただくか、いくつかの行を削除してください。何も追加されていません。',
  'Your cart holds {count} lines; an order holds at most {max}. Remove some lines, then place it again.':
    'カートに{count}行ありますが、1回のご注文は{max}行までです。いくつかの行を削除してから、もう一度ご注文ください。',
  'Line {line}: {problem} Nothing was added.': '{line}行目: {problem}何も追加されていません。',
  'Choose at least one item to remove.': '削除する商品を1つ以上選んでください。',
  'Remove at most 500 items at a time.': '一度に削除できるのは500件までです。',
  "Send a list of lines: ['{product_id, quantity, mode}'].":
    "行の一覧を送ってください: ['{product_id, quantity, mode}']。",
  'Send at least one line.': '1行以上送ってください。',
  'Send at most {max} lines at a time.': '一度に送れるのは{max}行までです。',
  'Send a list of packs: \'{"items": [{pack_id, cartons}]}\'.':
    'パックの一覧を送ってください: \'{"items": [{pack_id, cartons}]}\'。',
  'Send at least one pack.': 'パックを1つ以上送ってください。',
  'Send at most {max} packs at a time.': '一度に送れるパックは{max}件までです。',
  'This product does not exist.': 'この商品は存在しません。',
  'Your cart already holds so many of this product that adding these would pass 100000 pieces.':
    'カート内のこの商品がすでに多く、追加すると100000点を超えてしまいます。',
  'This item is not in your cart.': 'この商品はカートに入っていません。',
  'Some of these items are not in your cart; nothing was removed.':
    'カートに入っていない商品が含まれているため、何も削除されていません。',
  'Your cart is empty. Add some items before checking out.':
    'カートは空です。ご購入手続きの前に商品を追加してください。',
  'This product is no longer available, so it cannot be added to the cart.':
    'この商品は現在お取り扱いがないため、カートに追加できません。',
  '{left}; you asked for {asked}. {outcome}': '{left}（ご希望は{asked}）。{outcome}',
  '{product} is sold out': '{product}は売り切れです',
  'Only {pairs} of {product} is left': '{product}の在庫は残り{pairs}です',
  'Only {pairs} of {product} are left': '{product}の在庫は残り{pairs}です',
  '{count} pair': '{count}足',
  '{count} pairs': '{count}足',
  'Your order was not placed: lower the quantity, then place it again.':
    'ご注文は確定されていません。数量を減らしてから、もう一度ご注文ください。',
  'The order was not confirmed: amend its lines to the pairs left, or cancel it.':
    'ご注文は確定されませんでした。在庫数に合わせて行を変更するか、ご注文をキャンセルしてください。',
  'The order was cancelled and your payment is being refunded.':
    'ご注文はキャンセルされ、お支払いは返金手続き中です。',
  'This product is archived: bring it back to the storefront before expecting stock of it.':
    'この商品はアーカイブされています。入荷を予定する前にストアに戻してください。',
  'This item group does not exist.': 'この商品グループは存在しません。',
  'This delivery was already {state}: it cannot change any more.':
    'この入荷はすでに{state}のため、変更できません。',
  'This delivery does not exist.': 'この入荷は存在しません。',
  '{pairs} of this delivery is already sold: receive it when it comes, or amend those orders first.':
    'この入荷のうち{pairs}はすでに販売済みです。到着時に入荷処理するか、先に該当する注文を変更してください。',
  '{pairs} of this delivery are already sold: receive it when it comes, or amend those orders first.':
    'この入荷のうち{pairs}はすでに販売済みです。到着時に入荷処理するか、先に該当する注文を変更してください。',
  '{product} is no longer available. Remove it from your cart to check out; your other items are kept.':
    '{product}は現在お取り扱いがありません。ご購入手続きに進むにはカートから削除してください。ほかの商品はそのまま残ります。',
  'These products are no longer available: {products}. Remove them from your cart to check out; your other items are kept.':
    '次の商品は現在お取り扱いがありません: {products}。ご購入手続きに進むにはカートから削除してください。ほかの商品はそのまま残ります。',
  '{product} was removed from the catalogue just now. Nothing was added; please try again.':
    '{product}はたった今カタログから削除されました。何も追加されていません。もう一度お試しください。',
  '{field} must be a number.': '{field}は数値で指定してください。',
  '{field} must be a whole number.': '{field}は整数で指定してください。',
  '{field} must be a positive number.': '{field}は正の数で指定してください。',
  '{field} is too large.': '{field}が大きすぎます。',
  '{company} has no members to mail: invite one first, or place the order on account.':
    '{company}にはメールを送れるメンバーがいません。先にメンバーを招待するか、掛け払いでご注文ください。',
  '{company} has no payment terms on account (its customer group has no net days): send the draft so the buyer pays by card, or put the company in a group with net days first.':
    '{company}には掛け払いの支払条件がありません（顧客グループに支払期日がありません）。下書きを送ってカードでお支払いいただくか、先に支払期日のあるグループに会社を入れてください。',
  '{company} has no members: an order is placed for one of them. Invite one first.':
    '{company}にはメンバーがいません。ご注文はメンバーの名義で行われますので、先にメンバーを招待してください。',
  "The minimum order is {minimum} and your goods come to {goods} at today's rate: add {missing} more.":
    '最低注文額は{minimum}で、本日のレートでのご注文商品の合計は{goods}です。あと{missing}分を追加してください。',
  '{style} has a minimum of {minimum} per style (mix sizes and colours) and your order has {pairs}: add {missing} more, or remove the style.':
    '{style}は1スタイルにつき最低{minimum}（サイズ・カラーの組み合わせ可）で、ご注文は{pairs}足です。あと{missing}足追加するか、このスタイルを削除してください。',
  '{count} styles are below their minimum: {list}. Add pairs (mix sizes and colours), or remove these styles.':
    '{count}つのスタイルが最低数量に達していません: {list}。足数を追加する（サイズ・カラーの組み合わせ可）か、これらのスタイルを削除してください。',
  'The order cannot be checked against the minimum order right now, so it was not {done}. Please try again shortly.':
    '現在、最低注文額を確認できないため、ご注文は{done}されませんでした。しばらくしてからもう一度お試しください。',
  placed: '確定',
  changed: '変更',
  'No draft order has this number.': 'この番号の下書き注文はありません。',
  'This draft is already order {order}: open the order instead.':
    'この下書きはすでに注文{order}になっています。そちらの注文を開いてください。',
  'No company has this number. Choose one of the companies in the list.':
    'この番号の会社はありません。一覧から会社を選んでください。',
  'This delivery address is not in the company’s address book. Choose one of its addresses.':
    'このお届け先は会社の住所録にありません。住所録の住所から選んでください。',
  'Line {line}: {problem} The draft was not changed.':
    '{line}行目: {problem}下書きは変更されていません。',
  'These lines come to {count} products; a draft holds at most {max}. Split the order.':
    'これらの行は{count}商品になりますが、下書きは{max}商品までです。注文を分けてください。',
  'This draft has no lines yet: add some before sending or placing it.':
    'この下書きにはまだ行がありません。送信または注文の前に行を追加してください。',
  'This order is for {company}. Sign in with the address it was mailed to (a member of {members}).':
    'このご注文は{company}宛てです。ご案内をお送りしたメールアドレス（{members}のメンバー）でログインしてください。',
  'This order link has expired. Ask us to send the order again.':
    'このご注文のリンクは有効期限が切れています。ご注文の再送をご依頼ください。',
  'Someone else changed this order after you opened it. It now shows as it is: check it, then try again.':
    'このご注文は、開いた後にほかの方によって変更されました。現在の内容を表示していますので、ご確認のうえもう一度お試しください。',
  'No order has this number.': 'この番号のご注文はありません。',
  'Your cart is empty. Add some items before placing an order.':
    'カートは空です。ご注文の前に商品を追加してください。',
  'Prices cannot be converted right now, so the order was not placed. Please try again shortly.':
    '現在、価格を換算できないため、ご注文は確定されませんでした。しばらくしてからもう一度お試しください。',
  'This order comes to nothing to pay; it cannot be placed.':
    'このご注文はお支払い額がないため、確定できません。',
  'This order does not exist.': 'このご注文は存在しません。',
  'Nothing is left to pay on this order.': 'このご注文にお支払い残額はありません。',
  'None of the products of this order can be ordered any more; nothing was added to your cart.':
    'このご注文の商品はいずれも現在ご注文いただけないため、カートには何も追加されていません。',
  "Your cart already holds so many of {product} that adding this order's would pass 100000 pieces. Nothing was added.":
    'カート内の{product}がすでに多く、このご注文の分を追加すると100000点を超えてしまいます。何も追加されていません。',
  'The order id is a number.': '注文IDは数字で指定してください。',
  'The order id is a whole number.': '注文IDは整数で指定してください。',
  'The order id is a positive number.': '注文IDは正の数で指定してください。',
  'No credit note has this id.': 'このIDのクレジットノートはありません。',
  'This order has no credit note with this id.':
    'このご注文にこのIDのクレジットノートはありません。',
  'This order has no such shipment.': 'このご注文にその出荷はありません。',
  'Enter the card number.': 'カード番号を入力してください。',
  'Enter the expiry month.': '有効期限の月を入力してください。',
  'Enter the expiry year.': '有効期限の年を入力してください。',
  'Enter the CVV.': 'セキュリティコード（CVV）を入力してください。',
  'Enter the card details.': 'カード情報を入力してください。',
  'Please enter the name on the card.': 'カードの名義を入力してください。',
  'The test card processor is not in use here.': 'テスト用のカード決済はここでは使われていません。',
  'This payment could not be found.': 'このお支払いが見つかりませんでした。',
  'Stripe webhooks are not set up on this shop.':
    'このショップではStripeのWebhookが設定されていません。',
  'The Stripe-Signature header is missing, so the event was not accepted.':
    'Stripe-Signatureヘッダーがないため、イベントは受け付けられませんでした。',
  'Send the event as the JSON body Stripe signed.':
    'Stripeが署名したJSON本文のままイベントを送ってください。',
  'The Stripe signature of this event is invalid or more than five minutes old, so it was not accepted.':
    'このイベントのStripe署名が無効か5分以上前のものであるため、受け付けられませんでした。',
  'The event body is not valid JSON.': 'イベントの本文が正しいJSONではありません。',
  'This invitation link is not valid. Check that you copied all of it, or ask an admin of the company for a new one.':
    'この招待リンクは無効です。リンク全体をコピーしたかご確認いただくか、会社の管理者に新しいリンクをご依頼ください。',
  'Your company could not be found.': 'ご所属の会社が見つかりませんでした。',
  '{email} is already a member of your company.': '{email}はすでに御社のメンバーです。',
  'A company can have at most {max} members and pending invitations. Remove a member first.':
    '1社あたりのメンバーと未承諾の招待は合わせて{max}件までです。先にメンバーを削除してください。',
  'Your company changed while you were accepting. Please accept the invitation again.':
    '承諾の途中で会社の情報が変更されました。もう一度招待を承諾してください。',
  'You are the only admin of your current company, so you cannot leave it yet. Invite a colleague there as admin first, then accept this invitation again.':
    'あなたは現在の会社の唯一の管理者のため、まだ退出できません。先に同僚を管理者として招待してから、もう一度この招待を承諾してください。',
  'This member is not in your company.': 'このメンバーは御社に所属していません。',
  'This address is not in your company’s address book.': 'この住所は御社の住所録にありません。',
  'Your company’s address book holds at most {max} addresses. Remove one you no longer use first.':
    '御社の住所録に登録できる住所は{max}件までです。先に使わなくなった住所を削除してください。',
  'Choose a delivery address for this order: pick one of your company’s addresses or add a new one.':
    'このご注文のお届け先を選んでください。御社の住所から選ぶか、新しい住所を追加してください。',
  'This delivery address is not in your company’s address book. Choose one of its addresses.':
    'このお届け先は御社の住所録にありません。住所録の住所から選んでください。',
  'The company id is a number.': '会社IDは数字で指定してください。',
  'The company id is a whole number.': '会社IDは整数で指定してください。',
  'The company id is a positive number.': '会社IDは正の数で指定してください。',
  'No company has this number.': 'この番号の会社はありません。',
  'The {field} must be text.': '{field}は文字で入力してください。',
  'The {field} can be at most {max} characters.': '{field}は{max}文字以内で入力してください。',
  'Please enter the {field}.': '{field}を入力してください。',
  'The phone number must be text.': '電話番号は文字で入力してください。',
  'Please enter a phone number of 7 to 15 digits.': '電話番号は7〜15桁の数字で入力してください。',
  'Please choose a country.': '国を選んでください。',
  'Please choose a country from the list.': '一覧から国を選んでください。',
  'Please enter the email address to invite.': '招待するメールアドレスを入力してください。',
  'The role must be admin or buyer.': '役割は管理者またはバイヤーのいずれかです。',
  'company name': '会社名',
  'tax id': '納税者番号',
  'address line 1': '住所1',
  'address line 2': '住所2',
  city: '市区町村',
  postcode: '郵便番号',
  label: 'ラベル',
  "recipient's name": '受取人名',
  region: '都道府県・地域',
  'This product group does not exist.': 'この商品グループは存在しません。',
  'Each SKU must be text.': 'SKUは文字で指定してください。',
  'A SKU must not be blank.': 'SKUを空欄にすることはできません。',
  'A SKU is at most 100 characters.': 'SKUは100文字以内です。',
  'Send at least one SKU.': 'SKUを1つ以上送ってください。',
  'Look up at most {max} SKUs at a time.': '一度に検索できるSKUは{max}件までです。',
  'Country must be a two-letter country code.': '国は2文字の国コードで指定してください。',
  'We sell to us, gb, in, jp, ca and cn; choose one of those countries.':
    '販売先はus、gb、in、jp、ca、cnです。これらの国から選んでください。',
  'You have sent several messages in a short time. Please wait a few minutes and try again.':
    '短時間に複数のメッセージが送信されました。数分お待ちのうえ、もう一度お試しください。',
  'Please enter your {field}.': '{field}を入力してください。',
  'Your {field} can be at most {max} characters.': '{field}は{max}文字以内で入力してください。',
  'Your email address can be at most 254 characters.':
    'メールアドレスは254文字以内で入力してください。',
  'Please enter your mobile number.': '携帯電話番号を入力してください。',
  'Please enter a mobile number of 7 to 15 digits.':
    '携帯電話番号は7〜15桁の数字で入力してください。',
  'Please write your message.': 'メッセージを入力してください。',
  'Please tell us a little more (at least {min} characters).':
    'もう少し詳しくお書きください（{min}文字以上）。',
  'Your message can be at most {max} characters.': 'メッセージは{max}文字以内で入力してください。',
  'first name': '名',
  'last name': '姓',
  '{field}: no image has this address here. Upload the image first and use the address it answers with.':
    '{field}: このアドレスの画像はありません。先に画像をアップロードし、返されたアドレスを使ってください。',
  'No banner has this number.': 'この番号のバナーはありません。',
  '{field}: no such ids here: {ids}.': '{field}: 次のIDはありません: {ids}。',
  'No social link has this number.': 'この番号のソーシャルリンクはありません。',
  'No collection has this number.': 'この番号のコレクションはありません。',
  'This collection does not exist.': 'このコレクションは存在しません。',
  'Many documents are being drawn just now. Please try again in {seconds} seconds.':
    'ただいま多くの書類を作成中です。{seconds}秒後にもう一度お試しください。',
  'Your other documents are still being drawn. Please wait 2 seconds and try again.':
    'ほかの書類をまだ作成中です。2秒お待ちのうえ、もう一度お試しください。',
  'You have asked for {count} documents in the last minute. Please wait {seconds} seconds and try again.':
    '直近1分間に{count}件の書類をご請求いただきました。{seconds}秒お待ちのうえ、もう一度お試しください。',
  'The document is one of {documents}.': '書類は{documents}のいずれかです。',
  'The document could not be drawn just now. Please try again in a minute.':
    'ただいま書類を作成できませんでした。1分ほどしてからもう一度お試しください。',
  'Please correct these fields: {fields}.': '次の項目を修正してください: {fields}。',
  'Not found.': '見つかりませんでした。',
  'This request came from another site and was refused.':
    'このリクエストは別のサイトから送られたため、お断りしました。',
  'You are sending requests faster than the shop can answer them. Please wait a minute and try again.':
    'リクエストの送信が速すぎるため、ショップが応答できません。1分ほどお待ちのうえ、もう一度お試しください。',
  'The Idempotency-Key header must be 1 to 255 printable characters without spaces.':
    'Idempotency-Keyヘッダーは空白を含まない1〜255文字の印字可能な文字で指定してください。',
  'The shop is briefly unavailable. Please try again in a moment.':
    'ショップは一時的にご利用いただけません。少し時間をおいてからもう一度お試しください。',
  'Something went wrong on our side. Please try again.':
    '当社側で問題が発生しました。もう一度お試しください。',
};

// Simplified Chinese refusals (docs/refusals-in-languages.md), polite 请/您, the terms of
// docs/languages.md (双, 整箱). Typed by the English catalogue: a missing sentence fails the
// typecheck.
import type { RefusalId } from './en.ts';

export const zhCN: Record<RefusalId, string> = {
  'Incorrect email or password.': '邮箱或密码不正确。',
  'This account has been disabled by the shop. Please contact us through the help center if you think this is a mistake.':
    '此账户已被商店停用。如您认为有误，请通过帮助中心联系我们。',
  'Authentication required.': '请先登录。',
  'Please verify your email address first: open the link we sent you, or ask for a new one.':
    '请先验证您的邮箱：打开我们发送给您的链接，或申请新的链接。',
  'Your session has ended. Please log in again.': '您的会话已结束，请重新登录。',
  'Too many attempts. Please wait {wait} and try again.': '尝试次数过多。请等待{wait}后重试。',
  'a minute': '1分钟',
  '{minutes} minutes': '{minutes}分钟',
  'Please enter your password.': '请输入您的密码。',
  'A password has at most 256 characters.': '密码最多256个字符。',
  'Please enter a new password.': '请输入新密码。',
  'Please confirm the new password.': '请再次输入新密码以确认。',
  'Only seller accounts can be created here.': '此处只能创建卖家账户。',
  'This password reset link is invalid or has expired.': '此密码重置链接无效或已过期。',
  'This verification link has expired. Ask for a new one below.':
    '此验证链接已过期。请在下方申请新的链接。',
  'This verification link has already been used. If your email is verified, log in.':
    '此验证链接已被使用。如果您的邮箱已验证，请直接登录。',
  'This verification link is not valid. Please check that you copied all of it.':
    '此验证链接无效。请检查是否复制了完整的链接。',
  'Please enter your email address.': '请输入您的邮箱地址。',
  'An email address has at most 254 characters.': '邮箱地址最多254个字符。',
  'Please enter a password.': '请输入密码。',
  'Please enter a username.': '请输入用户名。',
  'A username has at most 150 characters.': '用户名最多150个字符。',
  'Please enter a name.': '请输入姓名。',
  'A name has at most 100 characters.': '姓名最多100个字符。',
  'Please enter a valid email address (e.g., {example})': '请输入有效的邮箱地址（例如：{example}）',
  'Please enter a valid email address (e.g., {example}).':
    '请输入有效的邮箱地址（例如：{example}）。',
  'Password must be at least 8 characters long, contain one uppercase letter, one lowercase letter, one number, and one special character (!@#$%^&*)':
    '密码至少8个字符，并须包含大写字母、小写字母、数字和特殊字符（!@#$%^&*）各至少一个',
  'Passwords do not match.': '两次输入的密码不一致。',
  '{field} cannot contain line breaks, control characters or text-direction overrides.':
    '{field}不能包含换行符、控制字符或文字方向控制符。',
  'Your cart holds {count} lines, the most it can: place an order or remove some lines first. Nothing was added.':
    '您的购物车已有{count}行，已达上限：请先下单或删除部分行。未添加任何商品。',
  'Your cart holds {count} lines; an order holds at most {max}. Remove some lines, then place it again.':
    '您的购物车有{count}行，而一个订单最多{max}行。请删除部分行后再下单。',
  'Line {line}: {problem} Nothing was added.': '第{line}行：{problem}未添加任何商品。',
  'Choose at least one item to remove.': '请至少选择一件要删除的商品。',
  'Remove at most 500 items at a time.': '每次最多删除500件。',
  "Send a list of lines: ['{product_id, quantity, mode}'].":
    "请发送行列表：['{product_id, quantity, mode}']。",
  'Send at least one line.': '请至少发送一行。',
  'Send at most {max} lines at a time.': '每次最多发送{max}行。',
  'Send a list of packs: \'{"items": [{pack_id, cartons}]}\'.':
    '请发送配包列表：\'{"items": [{pack_id, cartons}]}\'。',
  'Send at least one pack.': '请至少发送一个配包。',
  'Send at most {max} packs at a time.': '每次最多发送{max}个配包。',
  'This product does not exist.': '此商品不存在。',
  'Your cart already holds so many of this product that adding these would pass 100000 pieces.':
    '您的购物车中此商品数量已很多，再添加将超过100000件。',
  'This item is not in your cart.': '此商品不在您的购物车中。',
  'Some of these items are not in your cart; nothing was removed.':
    '其中部分商品不在您的购物车中，未删除任何商品。',
  'Your cart is empty. Add some items before checking out.':
    '您的购物车是空的。请先添加商品再结算。',
  'This product is no longer available, so it cannot be added to the cart.':
    '此商品已下架，无法加入购物车。',
  '{left}; you asked for {asked}. {outcome}': '{left}，您需要{asked}。{outcome}',
  '{product} is sold out': '{product}已售罄',
  'Only {pairs} of {product} is left': '{product}仅剩{pairs}',
  'Only {pairs} of {product} are left': '{product}仅剩{pairs}',
  '{count} pair': '{count}双',
  '{count} pairs': '{count}双',
  'Your order was not placed: lower the quantity, then place it again.':
    '您的订单未提交：请减少数量后重新下单。',
  'The order was not confirmed: amend its lines to the pairs left, or cancel it.':
    '订单未确认：请按剩余库存修改订单行，或取消订单。',
  'The order was cancelled and your payment is being refunded.': '订单已取消，您的付款正在退还中。',
  'This product is archived: bring it back to the storefront before expecting stock of it.':
    '此商品已归档：请先将其恢复到店面，再安排到货。',
  'This item group does not exist.': '此商品组不存在。',
  'This delivery was already {state}: it cannot change any more.': '此到货已{state}，无法再修改。',
  'This delivery does not exist.': '此到货不存在。',
  '{pairs} of this delivery is already sold: receive it when it comes, or amend those orders first.':
    '此批到货中已有{pairs}售出：请在到货时入库，或先修改相关订单。',
  '{pairs} of this delivery are already sold: receive it when it comes, or amend those orders first.':
    '此批到货中已有{pairs}售出：请在到货时入库，或先修改相关订单。',
  '{product} is no longer available. Remove it from your cart to check out; your other items are kept.':
    '{product}已下架。请将其从购物车中删除后再结算；其他商品会保留。',
  'These products are no longer available: {products}. Remove them from your cart to check out; your other items are kept.':
    '以下商品已下架：{products}。请将它们从购物车中删除后再结算；其他商品会保留。',
  '{product} was removed from the catalogue just now. Nothing was added; please try again.':
    '{product}刚刚从商品目录中移除。未添加任何商品，请重试。',
  '{field} must be a number.': '{field}须为数字。',
  '{field} must be a whole number.': '{field}须为整数。',
  '{field} must be a positive number.': '{field}须为正数。',
  '{field} is too large.': '{field}过大。',
  '{company} has no members to mail: invite one first, or place the order on account.':
    '{company}没有可发送邮件的成员：请先邀请一位成员，或以账期方式下单。',
  '{company} has no payment terms on account (its customer group has no net days): send the draft so the buyer pays by card, or put the company in a group with net days first.':
    '{company}没有账期付款条件（其客户组未设置账期天数）：请发送草稿让采购方以银行卡付款，或先将该公司加入设有账期天数的客户组。',
  '{company} has no members: an order is placed for one of them. Invite one first.':
    '{company}没有成员：订单须以其中一位成员的名义下单。请先邀请一位成员。',
  "The minimum order is {minimum} and your goods come to {goods} at today's rate: add {missing} more.":
    '最低订购额为{minimum}，按今日汇率您的商品合计{goods}：请再添加{missing}。',
  '{style} has a minimum of {minimum} per style (mix sizes and colours) and your order has {pairs}: add {missing} more, or remove the style.':
    '{style}每款最少{minimum}（尺码和颜色可混搭），您的订单有{pairs}双：请再添加{missing}双，或删除此款式。',
  '{count} styles are below their minimum: {list}. Add pairs (mix sizes and colours), or remove these styles.':
    '有{count}个款式未达到最低数量：{list}。请增加双数（尺码和颜色可混搭），或删除这些款式。',
  'The order cannot be checked against the minimum order right now, so it was not {done}. Please try again shortly.':
    '目前无法核对最低订购额，因此订单未能{done}。请稍后重试。',
  placed: '提交',
  changed: '修改',
  'No draft order has this number.': '没有此编号的草稿订单。',
  'This draft is already order {order}: open the order instead.':
    '此草稿已成为订单{order}：请打开该订单。',
  'No company has this number. Choose one of the companies in the list.':
    '没有此编号的公司。请从列表中选择公司。',
  'This delivery address is not in the company’s address book. Choose one of its addresses.':
    '此收货地址不在该公司的地址簿中。请从其地址中选择。',
  'Line {line}: {problem} The draft was not changed.': '第{line}行：{problem}草稿未作更改。',
  'These lines come to {count} products; a draft holds at most {max}. Split the order.':
    '这些行共{count}个商品，而草稿最多{max}个。请拆分订单。',
  'This draft has no lines yet: add some before sending or placing it.':
    '此草稿还没有任何行：请先添加后再发送或下单。',
  'This order is for {company}. Sign in with the address it was mailed to (a member of {members}).':
    '此订单属于{company}。请使用收到该邮件的邮箱地址（{members}的成员）登录。',
  'This order link has expired. Ask us to send the order again.':
    '此订单链接已过期。请联系我们重新发送订单。',
  'Someone else changed this order after you opened it. It now shows as it is: check it, then try again.':
    '您打开此订单后，其他人修改了它。现已显示最新内容：请核对后重试。',
  'No order has this number.': '没有此编号的订单。',
  'Your cart is empty. Add some items before placing an order.':
    '您的购物车是空的。请先添加商品再下单。',
  'Prices cannot be converted right now, so the order was not placed. Please try again shortly.':
    '目前无法换算价格，订单未提交。请稍后重试。',
  'This order comes to nothing to pay; it cannot be placed.': '此订单无需付款，无法提交。',
  'This order does not exist.': '此订单不存在。',
  'Nothing is left to pay on this order.': '此订单已无待付款项。',
  'None of the products of this order can be ordered any more; nothing was added to your cart.':
    '此订单中的商品均已无法订购，未向您的购物车添加任何商品。',
  "Your cart already holds so many of {product} that adding this order's would pass 100000 pieces. Nothing was added.":
    '您的购物车中{product}数量已很多，再加入此订单的数量将超过100000件。未添加任何商品。',
  'The order id is a number.': '订单ID须为数字。',
  'The order id is a whole number.': '订单ID须为整数。',
  'The order id is a positive number.': '订单ID须为正数。',
  'No credit note has this id.': '没有此ID的贷项通知单。',
  'This order has no credit note with this id.': '此订单没有此ID的贷项通知单。',
  'This order has no such shipment.': '此订单没有该发货记录。',
  'Enter the card number.': '请输入卡号。',
  'Enter the expiry month.': '请输入有效期月份。',
  'Enter the expiry year.': '请输入有效期年份。',
  'Enter the CVV.': '请输入安全码（CVV）。',
  'Enter the card details.': '请输入银行卡信息。',
  'Please enter the name on the card.': '请输入持卡人姓名。',
  'The test card processor is not in use here.': '此处未使用测试银行卡支付。',
  'This payment could not be found.': '找不到此付款。',
  'Stripe webhooks are not set up on this shop.': '本店未设置Stripe Webhook。',
  'The Stripe-Signature header is missing, so the event was not accepted.':
    '缺少Stripe-Signature请求头，事件未被接受。',
  'Send the event as the JSON body Stripe signed.': '请按Stripe签名的JSON正文原样发送事件。',
  'The Stripe signature of this event is invalid or more than five minutes old, so it was not accepted.':
    '此事件的Stripe签名无效或已超过五分钟，事件未被接受。',
  'The event body is not valid JSON.': '事件正文不是有效的JSON。',
  'This invitation link is not valid. Check that you copied all of it, or ask an admin of the company for a new one.':
    '此邀请链接无效。请检查是否复制了完整的链接，或请公司管理员重新发送。',
  'Your company could not be found.': '找不到您的公司。',
  '{email} is already a member of your company.': '{email}已是贵公司的成员。',
  'A company can have at most {max} members and pending invitations. Remove a member first.':
    '每家公司的成员和待接受邀请合计最多{max}个。请先移除一名成员。',
  'Your company changed while you were accepting. Please accept the invitation again.':
    '您接受邀请期间公司信息发生了变化。请重新接受邀请。',
  'You are the only admin of your current company, so you cannot leave it yet. Invite a colleague there as admin first, then accept this invitation again.':
    '您是当前公司唯一的管理员，暂时无法退出。请先邀请一位同事担任管理员，然后重新接受此邀请。',
  'This member is not in your company.': '此成员不属于贵公司。',
  'This address is not in your company’s address book.': '此地址不在贵公司的地址簿中。',
  'Your company’s address book holds at most {max} addresses. Remove one you no longer use first.':
    '贵公司的地址簿最多可保存{max}个地址。请先删除一个不再使用的地址。',
  'Choose a delivery address for this order: pick one of your company’s addresses or add a new one.':
    '请为此订单选择收货地址：从贵公司的地址中选择，或添加新地址。',
  'This delivery address is not in your company’s address book. Choose one of its addresses.':
    '此收货地址不在贵公司的地址簿中。请从地址簿中选择。',
  'The company id is a number.': '公司ID须为数字。',
  'The company id is a whole number.': '公司ID须为整数。',
  'The company id is a positive number.': '公司ID须为正数。',
  'No company has this number.': '没有此编号的公司。',
  'The {field} must be text.': '{field}须为文本。',
  'The {field} can be at most {max} characters.': '{field}最多{max}个字符。',
  'Please enter the {field}.': '请输入{field}。',
  'The phone number must be text.': '电话号码须为文本。',
  'Please enter a phone number of 7 to 15 digits.': '请输入7至15位数字的电话号码。',
  'Please choose a country.': '请选择国家。',
  'Please choose a country from the list.': '请从列表中选择国家。',
  'Please enter the email address to invite.': '请输入要邀请的邮箱地址。',
  'The role must be admin or buyer.': '角色须为管理员或采购员。',
  'company name': '公司名称',
  'tax id': '税号',
  'address line 1': '地址第1行',
  'address line 2': '地址第2行',
  city: '城市',
  postcode: '邮政编码',
  label: '标签',
  "recipient's name": '收件人姓名',
  region: '省份/地区',
  'This product group does not exist.': '此商品组不存在。',
  'Each SKU must be text.': '每个SKU须为文本。',
  'A SKU must not be blank.': 'SKU不能为空。',
  'A SKU is at most 100 characters.': 'SKU最多100个字符。',
  'Send at least one SKU.': '请至少发送一个SKU。',
  'Look up at most {max} SKUs at a time.': '每次最多查询{max}个SKU。',
  'Country must be a two-letter country code.': '国家须为两个字母的国家代码。',
  'We sell to us, gb, in, jp, ca and cn; choose one of those countries.':
    '我们销往us、gb、in、jp、ca和cn；请从这些国家中选择。',
  'You have sent several messages in a short time. Please wait a few minutes and try again.':
    '您在短时间内发送了多条消息。请等待几分钟后重试。',
  'Please enter your {field}.': '请输入您的{field}。',
  'Your {field} can be at most {max} characters.': '您的{field}最多{max}个字符。',
  'Your email address can be at most 254 characters.': '您的邮箱地址最多254个字符。',
  'Please enter your mobile number.': '请输入您的手机号码。',
  'Please enter a mobile number of 7 to 15 digits.': '请输入7至15位数字的手机号码。',
  'Please write your message.': '请填写您的留言。',
  'Please tell us a little more (at least {min} characters).': '请再多写一些（至少{min}个字符）。',
  'Your message can be at most {max} characters.': '您的留言最多{max}个字符。',
  'first name': '名',
  'last name': '姓',
  '{field}: no image has this address here. Upload the image first and use the address it answers with.':
    '{field}：此处没有该地址的图片。请先上传图片，并使用返回的地址。',
  'No banner has this number.': '没有此编号的横幅。',
  '{field}: no such ids here: {ids}.': '{field}：以下ID不存在：{ids}。',
  'No social link has this number.': '没有此编号的社交链接。',
  'No collection has this number.': '没有此编号的系列。',
  'This collection does not exist.': '此系列不存在。',
  'Many documents are being drawn just now. Please try again in {seconds} seconds.':
    '当前正在生成大量单据。请在{seconds}秒后重试。',
  'Your other documents are still being drawn. Please wait 2 seconds and try again.':
    '您的其他单据仍在生成中。请等待2秒后重试。',
  'You have asked for {count} documents in the last minute. Please wait {seconds} seconds and try again.':
    '您在过去一分钟内请求了{count}份单据。请等待{seconds}秒后重试。',
  'The document is one of {documents}.': '单据须为以下之一：{documents}。',
  'The document could not be drawn just now. Please try again in a minute.':
    '暂时无法生成该单据。请一分钟后重试。',
  'Please correct these fields: {fields}.': '请更正以下字段：{fields}。',
  'Not found.': '未找到。',
  'This request came from another site and was refused.': '此请求来自其他网站，已被拒绝。',
  'You are sending requests faster than the shop can answer them. Please wait a minute and try again.':
    '您发送请求的速度超出了商店的处理能力。请等待一分钟后重试。',
  'The Idempotency-Key header must be 1 to 255 printable characters without spaces.':
    'Idempotency-Key请求头须为1至255个不含空格的可打印字符。',
  'The shop is briefly unavailable. Please try again in a moment.':
    '商店暂时无法访问。请稍后重试。',
  'Something went wrong on our side. Please try again.': '我们这边出了点问题。请重试。',
};

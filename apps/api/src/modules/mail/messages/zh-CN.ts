// The buyer's mails' messages in Simplified Chinese, typed by the English catalogue (a missing id
// fails the typecheck). Terms as docs/languages.md's table.
import type { en } from './en.ts';

export const zhCN: Record<keyof typeof en, string> = {
  'layout.hello': '{name}，您好：',
  'layout.pasteLink': '或将此链接粘贴到浏览器中：{url}',

  'verify.subject': '确认您的 {shop} 账户',
  'verify.thanks': '感谢您的注册。请确认您的电子邮件地址，即可开始购物。',
  'verify.expiry': '此链接仅可使用一次，24 小时后失效。',
  'verify.action': '确认我的邮箱',
  'exists.subject': '您已有 {shop} 账户',
  'exists.someone': '有人（希望是您本人）尝试用此电子邮件地址创建 {shop} 账户，但该地址已有账户。',
  'exists.advice':
    '如果是您本人，请登录。如果忘记了密码，可以在登录页面重置。如果不是您本人，请忽略此邮件。',
  'action.logIn': '登录',
  'verified.subject': '您的 {shop} 邮箱已确认',
  'verified.body': '有人申请了新的确认链接，但此地址已经确认。您可以直接登录。',
  'reset.subject': '重置您的 {shop} 密码',
  'reset.request': '我们收到了重置密码的请求。请通过下面的链接设置新密码。',
  'reset.expiry':
    '此链接仅可使用一次，1 小时后失效。如果您没有提出申请，请忽略此邮件：您的密码保持不变。',
  'reset.action': '设置新密码',
  'changed.subject': '您的 {shop} 密码已更改',
  'changed.done': '您的密码刚刚被重置，所有登录您账户的设备均已退出登录。',
  'changed.warning': '如果这不是您本人的操作，请立即再次重置密码并联系我们。',
  'changed.action': '重置我的密码',

  'order.pairs': '{count, plural, other {{n} 双}}',
  'order.viewOrder': '查看您的订单',
  'order.delivery': '收货地址：{address}。',
  'order.orderedFor': '订购单位：{company}。',
  'order.goodsTax': '{row}：商品税额 {tax}；含税合计 {total}。',
  'table.yourOrder': '您的订单',
  'table.caption': '{title}：{count, plural, other {{n} 个款式及颜色}}，{pairs}',
  'table.style': '款式及颜色',
  'table.sizes': '尺码 × 双数',
  'table.pairs': '双数',
  'table.amount': '金额',
  'table.more':
    '……另有{count, plural, other {{n} 个款式及颜色}}，{pairs}，{amount}：所有明细请见订单页面。',
  'received.subject': '我们已收到您的订单 #{id}',
  'received.thanks': '感谢您的订单 #{id}，金额 {total}。',
  'received.deposit':
    '现已通过银行卡收取定金（{percent}%）：{deposit}。余款 {balance} 加运费，须在发货前支付。',
  'received.onAccount':
    '记账下单：供应商将审核订单、计算运费并确认。现在不收取任何费用；发票在发货后{days, plural, other {{n} 天}}内到期。',
  'received.card': '银行卡付款成功后，供应商将审核订单、计算运费并确认。',
  'received.later': '供应商将审核订单、计算运费并确认。确认后再付款。',
  'received.steps': '每一步我们都会发邮件通知您。',
  'cancelled.subject': '订单 #{id} 已取消',
  'cancelled.reason': '您的订单 #{id} 已取消。原因：{reason}',
  'cancelled.refund': '{amount} 正在退回您付款所用的银行卡。视银行而定，可能需要几天才能到账。',
  'cancelled.nothing': '未收取任何费用，因此无需退款。',
  'expired.subject': '订单 #{id} 已取消：未按时付款',
  'expired.body':
    '您的订单 #{id}（{total}）未在下单后 {minutes} 分钟内付款，因此已取消，为其保留的鞋已重新开售。',
  'expired.again': '如需购买，请趁有货时重新下单。',
};

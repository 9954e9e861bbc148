// Simplified Chinese messages of one area (docs/languages.md): every id of info.en.ts.
import type { infoEn } from './info.en';

export const infoZhCN: Record<keyof typeof infoEn, string> = {
  'info.policy.terms.intro':
    '本条款适用于您对{shop}的使用。{shop}是一家经营鞋类及生活方式商品的批发网店。使用本网站即表示您接受本条款。',
  'info.policy.terms.whoMayBuy.title': '购买资格',
  'info.policy.terms.whoMayBuy.text':
    '您必须年满{years}岁，或已获得父母或监护人的同意，方可创建账户并下单。',
  'info.policy.terms.account.title': '您的账户',
  'info.policy.terms.account.text':
    '您的手机号码是账户的主要标识；请保持手机号码和密码为最新状态并妥善保密。连续{years}年未使用的账户，其数据将被删除。关于我们如何处理您的数据，请参阅我们的{privacyPolicy}。',
  'info.policy.terms.prices.title': '价格与运费',
  'info.policy.terms.prices.text':
    '价格以您所选国家/地区的货币显示，如有变动，恕不另行通知。运费另计：由供应商在审核并确认您的订单后计算并收取。',
  'info.policy.terms.returns.title': '退货',
  'info.policy.terms.returns.text':
    '如需退货，您必须确认商品未经使用且仍带有原始吊牌。否则，退货申请将被拒绝，商品将退回给您，且不予退款。',
  'info.policy.terms.original.title': '正品保证',
  'info.policy.terms.original.text': '我们只销售从品牌方或其授权经销商处采购的正品。',
  'info.policy.privacy.intro':
    '本政策说明您使用{shop}时我们收集哪些信息、收集的原因以及您可以做出的选择。',
  'info.policy.privacy.collect.title': '我们收集的数据',
  'info.policy.privacy.collect.contact': '联系数据：您的姓名、电子邮箱地址、手机号码和收货地址。',
  'info.policy.privacy.collect.payment':
    '支付数据：由我们的银行卡支付服务商处理；我们只保留支付参考号和支付状态。',
  'info.policy.privacy.collect.usage': '使用数据：访问的页面、搜索内容以及所用的设备和浏览器。',
  'info.policy.privacy.use.title': '我们如何使用这些数据',
  'info.policy.privacy.use.text':
    '用于管理您的账户、处理和配送订单、回复您的留言以及保障商店安全。',
  'info.policy.privacy.sharing.title': '数据共享',
  'info.policy.privacy.sharing.text':
    '我们绝不出售您的数据。我们仅与协助我们运营商店的服务商（支付、配送、电子邮件）共享数据，并在法律要求时向有关机关提供。',
  'info.policy.privacy.rights.title': '您的权利',
  'info.policy.privacy.rights.text': '您可以随时发送邮件至{email}，要求查阅、更正或删除您的数据。',
  'info.policy.privacy.cookies.title': 'Cookie',
  'info.policy.privacy.cookies.text':
    '我们使用 Cookie 来保持您的登录状态并记住您选择的国家/地区。您可以在浏览器中删除它们，此后商店将不再记住这些选择。完整政策请见{privacyPage}。',
  'info.policy.privacy.cookies.link': '隐私政策页面',
  'info.policy.legal.operator':
    '{shop}由{company}运营，地址：{address}。联系方式：{email}，{phone}。',
  'info.policy.legal.property.title': '知识产权',
  'info.policy.legal.property.text':
    '品牌名称、标志和商品图片归其各自所有者所有，展示它们是为了标明我们销售的商品。本网站的其余内容归{company}所有。',
  'info.policy.legal.liability.title': '责任',
  'info.policy.legal.liability.text':
    '我们尽可能准确地描述商品；屏幕上显示的颜色可能与实物有所不同。这些政策中的任何内容均不限制您依据所在国家/地区法律享有的权利。',
  'info.policy.legal.law.title': '适用法律',
  'info.policy.legal.law.text': '这些政策受英格兰和威尔士法律管辖。',
  'info.privacy.introduction.title': '引言',
  'info.privacy.introduction.text':
    '{company}（“{shop}”或“我们”）经营一家鞋类及生活方式商品的批发网店。本政策说明我们收集哪些个人信息、如何使用和保护这些信息，以及您享有的权利。',
  'info.privacy.collect.title': '我们收集的信息',
  'info.privacy.collect.account': '账户和联系信息：姓名、电子邮箱地址、手机号码和收货地址。',
  'info.privacy.collect.orders':
    '订单和支付信息：您购买的商品，以及来自我们银行卡支付处理商的支付参考号和支付状态。我们绝不存储完整的银行卡号。',
  'info.privacy.collect.usage':
    '使用信息：浏览的页面、搜索内容、设备和浏览器，以及您选择的国家/地区。',
  'info.privacy.collect.messages': '您通过帮助中心发送给我们的留言。',
  'info.privacy.use.title': '我们如何使用您的信息',
  'info.privacy.use.account': '创建和管理您的账户，并保持您的登录状态。',
  'info.privacy.use.orders': '为您的订单定价、处理、发货并提供支持。',
  'info.privacy.use.questions': '回答您的问题，并发送您的账户所需的电子邮件。',
  'info.privacy.use.advertising':
    '衡量广告效果：当您通过广告访问本店时，我们可能会通过广告平台的广告 API 向该平台报告此次访问或订单，但不包含您的联系信息。',
  'info.privacy.use.security': '保障商店安全并防范欺诈。',
  'info.privacy.sharing.title': '数据共享与披露',
  'info.privacy.sharing.text':
    '我们绝不出售您的个人信息。我们仅在限制其使用范围的合同约束下，与协助我们运营商店的服务商（支付、配送、电子邮件和托管）共享这些信息，并在法律要求时向公共机关披露。',
  'info.privacy.security.title': '数据安全',
  'info.privacy.security.text':
    '密码仅以高强度的单向哈希形式存储，会话使用安全 Cookie，且只有需要访问您数据的员工和系统才能访问这些数据。',
  'info.privacy.retention.title': '数据保留',
  'info.privacy.retention.text':
    '在您的账户使用期间，我们会保留您的数据。连续{years}年未使用的账户，其数据将被删除，但法律要求我们保留的订单记录除外。',
  'info.privacy.rights.title': '您的权利',
  'info.privacy.rights.text':
    '您可以写信给我们，要求查阅、更正或删除您的个人信息，或反对我们使用这些信息。我们将在一个月内答复。',
  'info.privacy.changes.title': '本隐私政策的变更',
  'info.privacy.changes.text':
    '我们变更本政策时，会在此处发布新版本；如有重要变更，还会通过电子邮件通知账户持有人。',
  'info.privacy.contact.title': '联系我们',
  'info.privacy.contact.email': '电子邮箱：{email}',
  'info.privacy.contact.phone': '电话：{phone}',
  'ui.carousel': '轮播',
  'ui.pdf': 'PDF',
  'product.slab.fallback.first': '25-100件',
  'product.slab.fallback.second': '100-300件',
  'product.slab.fallback.third': '300件及以上',
};

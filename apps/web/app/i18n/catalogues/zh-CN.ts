// The Simplified Chinese catalogue (docs/languages.md): every id of the English one. Terms: 尺码段
// (size run), 整箱 (carton), 双 (pairs), 批发价 (wholesale price).
import type { MessageId } from './en';

export const zhCN: Record<MessageId, string> = {
  'header.skipToContent': '跳到正文',
  'header.openMenu': '打开菜单',
  'nav.categories': '分类',
  'nav.brands': '品牌',
  'nav.shopBy': '按主题选购',
  'nav.becomeAVendor': '成为供应商',
  'nav.myAccount': '我的账户',
  'tabs.label': '标签栏',
  'tabs.home': '首页',
  'tabs.category': '分类',
  'tabs.brands': '品牌',
  'tabs.myAccount': '我的账户',
  'country.heading': '收货国家和支付币种',
  'country.trigger.label': '国家:{country},价格以{currency}显示。更改国家',
  'language.switcher.label': '语言:{language}。更改语言',
  'language.switcher.heading': '语言',
  'footer.followUs': '关注我们',
  'footer.socialLink': '{name}(在新标签页中打开)',
  'footer.categories': '分类',
  'footer.viewAll': '查看全部',
  'footer.getToKnowUs': '了解我们',
  'footer.aboutUs': '关于我们',
  'footer.community': '社区',
  'footer.helpCenter': '帮助中心',
  'footer.policies': '政策',
  'footer.termsOfUse': '使用条款',
  'footer.privacyPolicy': '隐私政策',
  'footer.rightsReserved': '。保留所有权利。',
};

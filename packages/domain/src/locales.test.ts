import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale, localeOfSegment } from './locales.ts';

describe('locales', () => {
  it('reads each language from its URL segment, any case, and nothing else', () => {
    expect(localeOfSegment('ja')).toBe('ja');
    expect(localeOfSegment('zh-cn')).toBe('zh-CN');
    expect(localeOfSegment('ZH-CN')).toBe('zh-CN');
    expect(localeOfSegment('en')).toBeNull();
    expect(localeOfSegment('products')).toBeNull();
    expect(localeOfSegment(undefined)).toBeNull();
  });

  it('knows its languages, English first as the default', () => {
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('zh-cn')).toBe(false);
    expect(isLocale('de')).toBe(false);
  });
});

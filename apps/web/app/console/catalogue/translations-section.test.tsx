// @vitest-environment jsdom
// Issue 46: the console's translations section, one component for item groups, brands, head
// categories, subcategories and banners: each shows the fields its entity translates per language
// beside the English, checks them before sending, sends them to /admin/translations/{entity}/{id},
// and says what happened; the lists' rows open it on demand, reading the translations then.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type {
  TranslatedEntity,
  TranslationsAnswer,
} from '@solestock/domain/back-office/translation-payloads';
import type { CatalogueActionResult } from './catalogue-types';
import {
  TranslationsDisclosure,
  TranslationsSection,
  translationsDraftBody,
} from './translations-section';

afterEach(cleanup);

const blank = { name: '', bullet_points: null, alt: '' };
const answerOf = (
  entity: TranslatedEntity,
  english: Partial<typeof blank>,
): TranslationsAnswer => ({
  entity,
  id: 7,
  english: { ...blank, ...english },
  translations: {
    ja: { ...blank, name: entity === 'brand' ? 'アルデンモア' : '' },
    'zh-CN': blank,
  },
});

interface Sent {
  path: string;
  body: unknown;
}

function renderAt(
  element: React.ReactNode,
  sent: Sent[],
  answer: (body: unknown) => CatalogueActionResult | Response = () => ({
    intent: 'save-translations',
    ok: true,
  }),
  read?: () => Promise<unknown>,
) {
  const router = createMemoryRouter(
    [
      { path: '/admin/catalogue/brands', element },
      {
        path: '/admin/translations/:entity/:id',
        loader: () => read?.() ?? null,
        action: async ({ request, params }) => {
          const body = await request.json();
          sent.push({ path: `${params.entity}/${params.id}`, body });
          return answer(body);
        },
      },
    ],
    { initialEntries: ['/admin/catalogue/brands'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the translations section', () => {
  it('a brand: a Name per language beside its English, saved to the brand’s path', async () => {
    const sent: Sent[] = [];
    renderAt(
      <TranslationsSection
        answer={answerOf('brand', { name: 'Aldenmoor' })}
        canWrite
        title="Translations of Aldenmoor"
        level={3}
      />,
      sent,
    );
    const section = screen.getByRole('region', { name: 'Translations of Aldenmoor' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(
      'Translations of Aldenmoor',
    );
    const ja = within(section).getByRole('group', { name: 'Japanese (ja)' });
    const zh = within(section).getByRole('group', { name: 'Chinese (Simplified) (zh-CN)' });
    const jaName = within(ja).getByLabelText('Name') as HTMLInputElement;
    expect(jaName.value).toBe('アルデンモア');
    expect(jaName.lang).toBe('ja');
    expect(within(zh).getByLabelText('Name').getAttribute('lang')).toBe('zh-Hans');
    expect(within(section).getAllByText('English: Aldenmoor')).toHaveLength(2);
    // A brand translates its name only.
    expect(within(section).queryByLabelText('Alt text')).toBeNull();
    expect(within(section).queryByLabelText('Bullet points (one a line)')).toBeNull();

    fireEvent.change(within(zh).getByLabelText('Name'), { target: { value: '奥登莫尔' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save translations' }));
    await within(section).findByText(
      'Translations saved. The storefront and search show them now.',
    );
    expect(sent).toEqual([
      {
        path: 'brand/7',
        body: { translations: { ja: { name: 'アルデンモア' }, 'zh-CN': { name: '奥登莫尔' } } },
      },
    ]);
  });

  it('a banner: its alt text, checked before sending, the problem beside the field', async () => {
    const sent: Sent[] = [];
    renderAt(
      <TranslationsSection answer={answerOf('banner', { alt: 'Spring sale' })} canWrite />,
      sent,
    );
    const section = screen.getByRole('region', { name: 'Translations' });
    expect(within(section).queryByLabelText('Name')).toBeNull();
    const jaAlt = within(
      within(section).getByRole('group', { name: 'Japanese (ja)' }),
    ).getByLabelText('Alt text');
    expect(within(section).getAllByText('English: Spring sale')).toHaveLength(2);
    fireEvent.change(jaAlt, { target: { value: 'あ'.repeat(301) } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save translations' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Please correct the fields marked below.',
    );
    expect(jaAlt.getAttribute('aria-invalid')).toBe('true');
    const described = jaAlt.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'An alt text is at most 300 characters.',
    );
    expect(sent).toEqual([]);
  });

  it('says the API’s refusal and marks the field it names', async () => {
    const sent: Sent[] = [];
    renderAt(
      <TranslationsSection answer={answerOf('head-category', { name: 'Boots' })} canWrite />,
      sent,
      () =>
        ({
          intent: 'save-translations',
          ok: false,
          error: 'There is no head category with the number 7.',
          fields: { 'translations.zh-CN.name': 'Someone removed this head category.' },
        }) as CatalogueActionResult,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save translations' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no head category with the number 7.',
    );
    expect(screen.getByText('Someone removed this head category.')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('read-only staff see the texts but no save', () => {
    renderAt(
      <TranslationsSection answer={answerOf('brand', { name: 'Aldenmoor' })} canWrite={false} />,
      [],
    );
    expect(screen.queryByRole('button', { name: 'Save translations' })).toBeNull();
    expect(screen.getAllByLabelText('Name')[0]!.matches(':disabled')).toBe(true);
  });

  it('an item group’s body carries its name and bullet points, one a line', () => {
    const draft = {
      ja: { name: '名前', bullet_points: '一\n二', alt: 'ignored' },
      'zh-CN': { name: '', bullet_points: '', alt: '' },
    };
    expect(translationsDraftBody('item-group', draft)).toEqual({
      translations: {
        ja: { name: '名前', bullet_points: ['一', '二'] },
        'zh-CN': { name: '', bullet_points: [''] },
      },
    });
  });
});

describe('a row’s translations, opened on demand', () => {
  it('reads them when opened, saying so while they load, then shows the section', async () => {
    let release: (v: unknown) => void = () => {};
    const reads: string[] = [];
    renderAt(
      <TranslationsDisclosure entity="subcategory" id={7} name="Chelsea boots" canWrite />,
      [],
      undefined,
      () => {
        reads.push('read');
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    );
    const button = screen.getByRole('button', { name: 'Translations of Chelsea boots' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(reads).toEqual([]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Loading the translations of Chelsea boots…',
    );
    release({ answer: answerOf('subcategory', { name: 'Chelsea boots' }) });
    const section = await screen.findByRole('region', { name: 'Translations of Chelsea boots' });
    expect(within(section).getAllByText('English: Chelsea boots')).toHaveLength(2);
    expect(reads).toEqual(['read']);
  });

  it('says why when they cannot be read', async () => {
    renderAt(
      <TranslationsDisclosure entity="banner" id={7} name="banner 1" canWrite />,
      [],
      undefined,
      async () => ({ error: 'There is no banner with the number 7.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Translations of banner 1' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There is no banner with the number 7.'),
    );
  });
});

// @vitest-environment jsdom
// The company form's and the address form's country select (issue 43 item 6): every ISO
// country, listed by its name (Åland beside Albania, the United Kingdom among the U's), not by
// its code; each option's value stays the code the API reads.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CountryField } from './form-controls';

afterEach(cleanup);

describe('CountryField', () => {
  it('lists the countries by name, each with its code as the value', () => {
    render(<CountryField required defaultValue="gb" error={undefined} />);
    const options = within(screen.getByRole('combobox', { name: /Country/ })).getAllByRole(
      'option',
    ) as HTMLOptionElement[];
    const names = options.map((o) => o.textContent ?? '');
    expect(names.slice(0, 4)).toEqual(['Afghanistan', 'Åland Islands', 'Albania', 'Algeria']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const uk = options.find((o) => o.textContent === 'United Kingdom')!;
    expect(uk.value).toBe('gb');
    expect(uk.selected).toBe(true);
    expect(names.indexOf('United Kingdom')).toBeGreaterThan(names.indexOf('Uganda'));
  });

  it('puts "Not given" first when the country is not required', () => {
    render(<CountryField defaultValue="" error={undefined} />);
    const first = within(screen.getByRole('combobox', { name: /Country/ })).getAllByRole(
      'option',
    )[0]!;
    expect(first.textContent).toBe('Not given');
  });
});

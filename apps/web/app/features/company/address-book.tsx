// The company's address book as a list (docs/api.md, "Companies and addresses"): on the company
// page to keep it, and at checkout to pick the delivery address (`picking`). Any member adds an
// address; admins (`canEdit`) also change, remove and choose the default. Each change is told to
// the page's live status line (`onStatus`) and the book is read again, so the default shown is
// the server's.
import { useId, useState, type ReactNode } from 'react';
import type { CompanyAddressDto, CompanyAddressesDto } from '@solestock/domain/company-payloads';
import { apiJson, browserApi } from '../../lib/api';
import { AddressForm } from './address-form';
import { AddressText } from './address-text';
import { send } from './company-api';
import { FormAlert, dangerLinkButton, linkButton, secondaryButton } from './form-controls';

export interface Picking {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function AddressBook({
  addresses,
  canEdit,
  defaultCountry,
  picking,
  empty,
  onChange,
  onStatus,
}: {
  addresses: CompanyAddressDto[];
  canEdit: boolean;
  defaultCountry?: string;
  picking?: Picking;
  /** What shows while the book is empty. */
  empty: ReactNode;
  onChange: (addresses: CompanyAddressDto[], added?: CompanyAddressDto) => void;
  onStatus: (message: string) => void;
}) {
  const name = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = async (added?: CompanyAddressDto) => {
    try {
      const book = await apiJson<CompanyAddressesDto>(browserApi, '/ecommerce/company/addresses/');
      onChange(book.addresses, added);
    } catch {
      // The change was made; the list shows it at the next visit.
      if (added) onChange([...addresses, added], added);
    }
  };

  const saved = async (address: CompanyAddressDto, isNew: boolean) => {
    setEditing(null);
    await reload(isNew ? address : undefined);
    onStatus(isNew ? 'Address added.' : 'Address saved.');
  };

  const act = async (
    id: number,
    work: () => Promise<{ ok: boolean; error?: string }>,
    done: string,
  ) => {
    setBusy(id);
    setError(null);
    const result = await work();
    setBusy(null);
    setRemoving(null);
    if (!result.ok) {
      setError(result.error ?? 'That did not work. Please try again.');
      return;
    }
    await reload();
    onStatus(done);
  };

  const remove = (address: CompanyAddressDto) =>
    act(
      address.id,
      () => send(`/ecommerce/company/addresses/${address.id}/`, 'DELETE'),
      'Address removed.',
    );
  const makeDefault = (address: CompanyAddressDto) =>
    act(
      address.id,
      () =>
        send(`/ecommerce/company/addresses/${address.id}/`, 'PUT', {
          ...address,
          is_default: true,
        }),
      'Default address changed.',
    );

  return (
    <div>
      <FormAlert message={error} />
      {addresses.length === 0 ? (
        empty
      ) : (
        <ul className="mt-3 space-y-3">
          {addresses.map((address) => {
            const selected = picking?.selectedId === address.id;
            return (
              <li
                key={address.id}
                className={`rounded-lg border p-3 ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
              >
                {editing === address.id ? (
                  <AddressForm
                    address={address}
                    defaultCountry={defaultCountry}
                    onSaved={(a) => void saved(a, false)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <div className="flex items-start gap-3">
                      {picking ? (
                        <input
                          id={`${name}-${address.id}`}
                          type="radio"
                          name={name}
                          checked={selected}
                          onChange={() => picking.onSelect(address.id)}
                          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                        />
                      ) : null}
                      <label
                        htmlFor={picking ? `${name}-${address.id}` : undefined}
                        className={`min-w-0 flex-1 [overflow-wrap:anywhere] ${picking ? 'cursor-pointer' : ''}`}
                      >
                        {address.label || address.is_default ? (
                          <span className="mb-1 flex flex-wrap gap-2 text-xs font-semibold">
                            {address.label ? (
                              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                                {address.label}
                              </span>
                            ) : null}
                            {address.is_default ? (
                              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">
                                Default
                              </span>
                            ) : null}
                          </span>
                        ) : null}
                        <AddressText address={address} />
                      </label>
                    </div>
                    {canEdit ? (
                      <div
                        className={`mt-2 flex flex-wrap gap-x-4 gap-y-2 ${picking ? 'pl-7' : ''}`}
                      >
                        {removing === address.id ? (
                          <>
                            <span className="text-sm text-slate-800">Remove this address?</span>
                            <button
                              type="button"
                              className={dangerLinkButton}
                              disabled={busy === address.id}
                              onClick={() => void remove(address)}
                            >
                              {busy === address.id ? 'Removing...' : 'Yes, remove'}
                            </button>
                            <button
                              type="button"
                              className={linkButton}
                              onClick={() => setRemoving(null)}
                            >
                              Keep it
                            </button>
                          </>
                        ) : (
                          <>
                            <button
                              type="button"
                              className={linkButton}
                              aria-label={`Edit ${address.label || address.name}`}
                              onClick={() => setEditing(address.id)}
                            >
                              Edit
                            </button>
                            <button
                              type="button"
                              className={dangerLinkButton}
                              aria-label={`Remove ${address.label || address.name}`}
                              onClick={() => setRemoving(address.id)}
                            >
                              Remove
                            </button>
                            {!address.is_default ? (
                              <button
                                type="button"
                                className={linkButton}
                                disabled={busy === address.id}
                                onClick={() => void makeDefault(address)}
                              >
                                {busy === address.id ? 'Saving...' : 'Make default'}
                              </button>
                            ) : null}
                          </>
                        )}
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing === 'new' ? (
        <div className="mt-4 rounded-lg border border-slate-200 p-3">
          <h3 className="mb-2 font-semibold text-slate-900">New address</h3>
          <AddressForm
            defaultCountry={defaultCountry}
            offerDefault={addresses.length > 0}
            onSaved={(a) => void saved(a, true)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      {editing !== 'new' ? (
        <button
          type="button"
          className={`mt-4 ${secondaryButton}`}
          onClick={() => setEditing('new')}
        >
          + Add New Address
        </button>
      ) : null}
    </div>
  );
}

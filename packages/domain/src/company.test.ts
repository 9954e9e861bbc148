// The company rules (docs/api.md, "Companies and addresses"): the last admin never leaves, an
// invitation is refused for one reason at a time, and an address reads the same everywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressOneLine,
  companyLine,
  invitationRefusal,
  lastAdminRefusal,
  type DeliveryAddress,
  type MemberRole,
} from './company.ts';

const members = fc
  .uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.constantFrom('admin' as const, 'buyer' as const), {
        minLength: ids.length,
        maxLength: ids.length,
      }),
    ),
  )
  .map(([ids, roles]) => ids.map((id, i): MemberRole => ({ id, role: roles[i]! })));

describe('lastAdminRefusal', () => {
  it('refuses the only admin, alone or with buyers, and lets anyone else go', () => {
    const solo = [{ id: 1, role: 'admin' as const }];
    expect(lastAdminRefusal(solo, 1, true)).toMatch(/only admin of your company/);
    const team: MemberRole[] = [
      { id: 1, role: 'admin' },
      { id: 2, role: 'buyer' },
    ];
    expect(lastAdminRefusal(team, 1, false)).toMatch(/only admin of the company/);
    expect(lastAdminRefusal(team, 2, false)).toBeNull();
    expect(lastAdminRefusal([...team, { id: 3, role: 'admin' }], 1, true)).toBeNull();
  });

  it('property: whatever leaves with its consent, a company that had an admin keeps one', () => {
    fc.assert(
      fc.property(members, fc.nat(), (list, pick) => {
        const leaving = list[pick % list.length]!;
        const refused = lastAdminRefusal(list, leaving.id, pick % 2 === 0) !== null;
        const after = list.filter((m) => m.id !== leaving.id);
        const hadAdmin = list.some((m) => m.role === 'admin');
        if (!refused && hadAdmin) expect(after.some((m) => m.role === 'admin')).toBe(true);
        // And it refuses only the last admin.
        if (refused) {
          expect(leaving.role).toBe('admin');
          expect(after.some((m) => m.role === 'admin')).toBe(false);
        }
      }),
    );
  });
});

describe('invitationRefusal', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const live = {
    email: 'ann@shop.example',
    usedAt: null,
    expiresAt: new Date('2026-05-02T12:00:00Z'),
  };

  it('accepts the invited address (any case) while the link is live and unused', () => {
    expect(invitationRefusal(live, 'ANN@shop.example', now)).toBeNull();
    expect(invitationRefusal(live, null, now)).toBeNull();
  });

  it('gives each refusal its own code and sentence', () => {
    const used = invitationRefusal({ ...live, usedAt: now }, live.email, now);
    const expired = invitationRefusal({ ...live, expiresAt: now }, live.email, now);
    const other = invitationRefusal(live, 'bob@shop.example', now);
    expect(used?.code).toBe('invitation_used');
    expect(expired?.code).toBe('invitation_expired');
    expect(other?.code).toBe('invitation_for_another_address');
    expect(other?.message).toContain('ann@shop.example');
    expect(new Set([used?.message, expired?.message, other?.message]).size).toBe(3);
  });

  it('property: a used link is refused as used whatever else is wrong; otherwise expiry first', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (isUsed, isExpired, otherAddress) => {
        const refusal = invitationRefusal(
          {
            ...live,
            usedAt: isUsed ? now : null,
            expiresAt: isExpired ? new Date(now.getTime() - 1) : live.expiresAt,
          },
          otherAddress ? 'bob@shop.example' : live.email,
          now,
        );
        const expected = isUsed
          ? 'invitation_used'
          : isExpired
            ? 'invitation_expired'
            : otherAddress
              ? 'invitation_for_another_address'
              : undefined;
        expect(refusal?.code).toBe(expected);
      }),
    );
  });
});

describe('addresses', () => {
  const address: DeliveryAddress = {
    label: 'Warehouse',
    name: 'Ann Lee',
    company: 'Lee Shoes Ltd',
    line1: 'Unit 4, Riverside Trade Park',
    line2: '',
    city: 'Manchester',
    region: '',
    postcode: 'M3 4LB',
    country_code: 'gb',
    phone: '+44 161 555 0142',
  };

  it('reads as a parcel label: empty parts left out, the country named', () => {
    expect(addressLines(address)).toEqual([
      'Ann Lee',
      'Lee Shoes Ltd',
      'Unit 4, Riverside Trade Park',
      'Manchester M3 4LB',
      'United Kingdom',
    ]);
    expect(addressOneLine(address)).toBe(
      'Ann Lee, Lee Shoes Ltd, Unit 4, Riverside Trade Park, Manchester M3 4LB, United Kingdom',
    );
  });

  it('names a company with its tax id when it has one', () => {
    expect(companyLine({ name: 'Lee Shoes Ltd', tax_id: 'GB123456789' })).toBe(
      'Lee Shoes Ltd (tax id GB123456789)',
    );
    expect(companyLine({ name: 'Lee Shoes Ltd', tax_id: '' })).toBe('Lee Shoes Ltd');
  });
});

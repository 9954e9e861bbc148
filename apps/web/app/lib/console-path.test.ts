import { describe, expect, it } from 'vitest';
import { isConsolePath } from './console-path';

describe('isConsolePath', () => {
  it('knows the console’s pages and their data requests', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/orders/7',
      '/admin.data',
      '/admin/orders.data',
    ])
      expect(isConsolePath(path), path).toBe(true);
  });

  it('leaves storefront paths alone, a brand called admin-something included', () => {
    for (const path of ['/', '/administration', '/products/admins', '/admin-shoes', '/orders'])
      expect(isConsolePath(path), path).toBe(false);
  });
});

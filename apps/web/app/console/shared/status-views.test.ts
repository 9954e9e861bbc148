// The outbox's and the inbox's loaders ask the API for a known status and a page past the first
// only: anything else in the URL is dropped rather than passed on.
import { describe, expect, it } from 'vitest';
import { statusPageQuery } from './status-views';

const ask = (search: string) =>
  statusPageQuery(new Request(`http://shop.test/admin/mail${search}`), ['failed', 'kept']);

describe('statusPageQuery', () => {
  it('passes on a known status and a later page', () => {
    expect(ask('?status=kept&page=3')).toEqual({ status: 'kept', query: '?status=kept&page=3' });
  });
  it('drops an unknown status, the first page and a page that is no whole number', () => {
    expect(ask('?status=sent&page=1')).toEqual({ status: '', query: '' });
    expect(ask('?page=2.5')).toEqual({ status: '', query: '' });
    expect(ask('?page=abc&status=failed')).toEqual({ status: 'failed', query: '?status=failed' });
  });
});

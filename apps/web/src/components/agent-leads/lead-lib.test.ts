import { describe, expect, it } from 'vitest';
import {
  isLeadStatus,
  leadPhone,
  sortLeadsNewestFirst,
  type TAgentLead,
  telHref,
  withLeadStatus,
} from './lead-lib';

const lead = (id: string, createdAt: string, user: TAgentLead['user'] = null): TAgentLead => ({
  _id: id,
  user,
  property: { _id: 'p', title: 'Flat' },
  contactMethod: 'email',
  message: 'Hi',
  status: 'pending',
  createdAt,
});

describe('lead helpers', () => {
  it('sorts newest first, unreadable dates last', () => {
    const sorted = sortLeadsNewestFirst([
      lead('old', '2024-01-01T00:00:00Z'),
      lead('bad', 'not a date'),
      lead('new', '2025-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((l) => l._id)).toEqual(['new', 'old', 'bad']);
  });

  it('reads the phone from mobile or phone', () => {
    expect(leadPhone(lead('a', '', { _id: 'u', name: 'A', mobile: '98765 43210' }))).toBe('98765 43210');
    expect(leadPhone(lead('a', '', { _id: 'u', name: 'A', mobile: ' ', phone: '+91 1234' }))).toBe(
      '+91 1234',
    );
    expect(leadPhone(lead('a', ''))).toBeUndefined();
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
  });

  it('replaces one status', () => {
    const list = [lead('a', ''), lead('b', '')];
    expect(withLeadStatus(list, 'b', 'contacted').map((l) => l.status)).toEqual(['pending', 'contacted']);
    expect(isLeadStatus('completed')).toBe(true);
    expect(isLeadStatus('closed')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { payeeName } from './payment-form';

describe('the card form names who is paid', () => {
  it('as the header does: the Site content name first, the BUSINESS_NAME setting when none is set', () => {
    expect(payeeName('Harbour Pilates Studio', 'Fitness Studio')).toBe('Harbour Pilates Studio');
    expect(payeeName('', 'Fitness Studio')).toBe('Fitness Studio');
    expect(payeeName('', undefined)).toBe('us');
  });
});

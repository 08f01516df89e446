import { expect, it } from 'vitest';
import { isEmail, isIsoDate, isPhone } from '../../../shared/rules/contact-formats';

const CHECKS = { isEmail, isPhone, isIsoDate };

it.each([
  ['isEmail', 'name@example.com', true],
  ['isEmail', 'name@example', false],
  ['isEmail', 'a b@example.com', false],
  ['isEmail', `${'x'.repeat(65)}@example.com`, false],
  ['isPhone', '+1234567890', true],
  ['isPhone', '(030) 123-456', true],
  ['isPhone', '12345', false],
  ['isPhone', 'abc', false],
  ['isIsoDate', '2026-11-22', true],
  ['isIsoDate', '2026-13-45', false],
  ['isIsoDate', '22.11.2026', false],
] as const)('%s(%j) is %s', (name, value, ok) => {
  expect(CHECKS[name](value)).toBe(ok);
});

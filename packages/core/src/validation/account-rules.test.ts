import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isValidPassword,
  PERSON_NAME_PATTERN,
  USERNAME_PATTERN,
} from './account-rules.ts';

describe('account rules of docs/product.md §5', () => {
  it.each([
    ['abcd', true],
    ['user2024', true],
    ['A1b2C3d4E5f6G7h8I9j0', true], // 20 characters
    ['abc', false], // 3 characters
    ['A1b2C3d4E5f6G7h8I9j0k', false], // 21 characters
    ['12345', false], // no letter
    ['user_1', false],
    ['josé1', false], // ASCII only
  ])('username %s → %s', (username, valid) => {
    expect(USERNAME_PATTERN.test(username)).toBe(valid);
  });

  it.each([
    ['Lucia', true],
    ['José', true],
    ['Núñez', true],
    ['Ana', false], // 3 letters
    ['Mary Ann', false],
    ['O1iver', false],
    ['Abcdefghijklmnopqrstu', false], // 21 letters
  ])('first/last name %s → %s', (name, valid) => {
    expect(PERSON_NAME_PATTERN.test(name)).toBe(valid);
  });

  it.each([
    ['abc123', true],
    ['12345a', true],
    ['abcdef', false], // no digit
    ['ab1', false], // 3 characters
    ['a1b2c', false], // 5 characters
  ])('password %s → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it.each([
    ['2000-01-01', true],
    ['2024-02-29', true], // leap year
    ['2023-02-29', false],
    ['1990-13-01', false],
    ['1990-1-1', false],
    ['', false],
  ])('calendar date %s → %s', (value, valid) => {
    expect(isCalendarDate(value)).toBe(valid);
  });
});

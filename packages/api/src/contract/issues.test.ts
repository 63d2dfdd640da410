// @vitest-environment node
import { MAX_MINOR, MAX_PRICE } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointNames, endpoints } from './endpoints';
import { controlCharacterFields, validationRefusal } from './issues';
import { DB_INT_MAX } from './primitives';

type Json = Record<string, unknown>;

/** Every integer a request may carry, with the path to it and its upper bound (if any). */
function requestIntegers(schema: unknown, path: string, out: Array<{ path: string; maximum: unknown }>) {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as Json;
  const chosen = node.enum !== undefined || node.const !== undefined;
  if ((node.type === 'integer' || node.type === 'number') && !chosen) out.push({ path, maximum: node.maximum });
  for (const [name, child] of Object.entries((node.properties as Json | undefined) ?? {})) requestIntegers(child, `${path}.${name}`, out);
  if (node.items) requestIntegers(node.items, `${path}[]`, out);
  for (const list of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const [i, child] of ((node[list] as unknown[] | undefined) ?? []).entries()) requestIntegers(child, `${path}|${i}`, out);
  }
  return out;
}

describe('request numbers', () => {
  it('are bounded by what their column or the ledger holds, so none can reach the database out of range', () => {
    const unbounded: string[] = [];
    for (const name of endpointNames) {
      const json = z.toJSONSchema(endpoints[name].request, { io: 'input', unrepresentable: 'any' });
      for (const { path, maximum } of requestIntegers(json, name, [])) {
        // Amounts a person moves go to `bigint` ledger columns, bounded by what one posting may hold.
        const limit = /\.amount$/.test(path) ? MAX_MINOR : DB_INT_MAX;
        if (typeof maximum !== 'number' || maximum > limit) unbounded.push(`${path} <= ${String(maximum)}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('past an id bound are refused with the bound to show, the tighter of two', () => {
    const refusal = validationRefusal(endpoints.cartAdd.request.safeParse({ productId: 2 ** 53, quantity: 1 }).error!);
    expect(refusal).toEqual({ fields: { productId: 'validation.numberTooLarge' }, fieldParams: { productId: { max: DB_INT_MAX } } });
  });

  it('past a price or an amount bound carry it in cents, for the edge to write as money', () => {
    expect(validationRefusal(endpoints.productList.request.safeParse({ maxPrice: String(2 ** 40) }).error!)).toEqual({
      fields: { maxPrice: 'validation.amountTooLarge' },
      fieldParams: { maxPrice: { max: MAX_PRICE } },
    });
    const withdraw = endpoints.withdraw.request.safeParse({ amount: Number.MAX_SAFE_INTEGER, accountId: 1, payPassword: '123456', idempotencyKey: 'abcdefgh' });
    expect(validationRefusal(withdraw.error!).fieldParams).toEqual({ amount: { max: MAX_MINOR } });
  });

  it('give the messages their values: too long, password, codes', () => {
    const register = endpoints.register.request.safeParse({
      username: 'ok_name',
      email: 'a@example.com',
      code: '12',
      password: '123',
      confirmPassword: 'x'.repeat(129),
      agreement: true,
    });
    expect(validationRefusal(register.error!)).toEqual({
      fields: { code: 'validation.codeFormat', password: 'validation.passwordTooShort', confirmPassword: 'validation.tooLong' },
      fieldParams: { code: { length: 6 }, password: { min: 6 }, confirmPassword: { max: 128 } },
    });
  });
});

describe('controlCharacterFields', () => {
  it('finds NUL, the other C0 controls and DEL at any depth, and names the field', () => {
    expect(
      controlCharacterFields({ a: 'x\u0000', b: [{ c: 'ok' }, { c: 'bell\u0007' }], d: { e: 'del\u007F' }, f: 'esc\u001B', g: 12, h: null }),
    ).toEqual({ a: 'validation.controlCharacters', 'b.1.c': 'validation.controlCharacters', 'd.e': 'validation.controlCharacters', f: 'validation.controlCharacters' });
    expect(controlCharacterFields('\u0000')).toEqual({ _: 'validation.controlCharacters' });
  });

  it('leaves tab, line feed, carriage return and visible text alone', () => {
    expect(controlCharacterFields({ text: 'one\ttwo\r\nthree', emoji: '😀 مرحبا \u200B', c1: '\u0085' })).toEqual({});
  });

  it('reports a control character in a name at its object, without echoing it', () => {
    expect(controlCharacterFields({ outer: { 'bad\u0000': 'x' } })).toEqual({ outer: 'validation.controlCharacters' });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(controlCharacterFields(deep))).toHaveLength(1);
  });
});

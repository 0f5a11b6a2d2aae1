import { describe, expect, it } from 'vitest';
import { convertKrw, formatMoney, homeCurrencyFor, roundFor } from './money.ts';

describe('money', () => {
  it('rounds as each currency is written: won, yen and NT dollars whole, the others to the cent', () => {
    expect(roundFor('KRW', 21_000.5)).toBe(21_001);
    expect(roundFor('JPY', 2295.5)).toBe(2296);
    expect(roundFor('JPY', 2295.49)).toBe(2295);
    expect(roundFor('TWD', 478.8)).toBe(479);
    expect(roundFor('USD', 15.015)).toBe(15.02);
    expect(roundFor('USD', 15.014)).toBe(15.01);
    expect(roundFor('CNY', 106.675)).toBe(106.68);
    expect(roundFor('HKD', 116.755)).toBe(116.76);
    expect(roundFor('EUR', 12.851)).toBe(12.85);
  });

  it('converts won with the rate of the day, and says nothing without a rate', () => {
    const rates = { USD: 0.000715, JPY: 0.1093, TWD: 0.0228, EUR: 0.000612 };
    expect(convertKrw(21_000, 'JPY', rates)).toBe(2295);
    expect(convertKrw(21_000, 'USD', rates)).toBe(15.02);
    expect(convertKrw(21_000, 'TWD', rates)).toBe(479);
    expect(convertKrw(21_000, 'EUR', rates)).toBe(12.85);
    expect(convertKrw(21_000, 'CNY', rates)).toBeNull();
  });

  it('writes amounts with their symbol and decimals for the reader', () => {
    expect(formatMoney(21_000, 'KRW', 'en')).toBe('₩21,000');
    expect(formatMoney(2295.4, 'JPY', 'ja')).toBe('￥2,295');
    expect(formatMoney(12.85, 'EUR', 'en')).toBe('€12.85');
  });

  it('writes every dollar with its country, whatever the language (a bare $ is any dollar; issue 44)', () => {
    expect(formatMoney(15.015, 'USD', 'en')).toBe('US$15.02');
    expect(formatMoney(479, 'TWD', 'zh-Hant')).toBe('NT$479');
    expect(formatMoney(479, 'TWD', 'en')).toBe('NT$479');
    expect(formatMoney(117.5, 'HKD', 'zh-Hant')).toBe('HK$117.50');
    expect(formatMoney(15, 'USD', 'ja')).toBe('US$15.00');
    expect(formatMoney(15, 'USD', 'ko')).toBe('US$15.00');
    expect(formatMoney(20.3, 'SGD', 'en')).toBe('S$20.30');
  });

  it("starts from the reader's language; a choice wins, KRW meaning won only", () => {
    expect(homeCurrencyFor(null, 'ja')).toBe('JPY');
    expect(homeCurrencyFor(null, 'zh-Hant')).toBe('TWD');
    expect(homeCurrencyFor(null, 'zh')).toBe('CNY');
    expect(homeCurrencyFor(null, 'en')).toBe('USD');
    expect(homeCurrencyFor(null, 'ko')).toBeNull();
    expect(homeCurrencyFor('EUR', 'ja')).toBe('EUR');
    expect(homeCurrencyFor('KRW', 'en')).toBeNull();
  });
});

/**
 * ISO 4217 alphabetic codes in current use, with their minor-unit exponent (decimals).
 * Codes withdrawn by 2026 (ANG, BGN, CUC, HRK, SLL, ZWL) and those without a minor unit
 * (precious metals, XDR, testing codes) are left out.
 */
const BY_EXPONENT: Record<0 | 2 | 3 | 4, string> = {
  0: "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF",
  2: `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BMD BND BOB BOV BRL BSD BTN BWP BYN BZD
      CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS
      GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD
      LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB
      PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP
      SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG`,
  3: "BHD IQD JOD KWD LYD OMR TND",
  4: "CLF UYW",
};

export const CURRENCY_EXPONENTS: ReadonlyMap<string, number> = new Map(
  Object.entries(BY_EXPONENT).flatMap(([exponent, codes]) =>
    codes
      .trim()
      .split(/\s+/)
      .map((code) => [code, Number(exponent)] as const),
  ),
);

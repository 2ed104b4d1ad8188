/**
 * The words receipts print, one table per language, as a reader of receipts in that country would
 * write them down. Words are written as printed; they are compared folded (`foldWords`: upper case,
 * no accents, `Đ` as `D`, full-width forms as plain ones, spaced letters joined), so `TỔNG TIỀN`,
 * `Tong tien` and `T O N G  T I E N` are one word. Kanji are listed in Japanese, simplified and
 * traditional forms, because a Chinese recogniser reads Japanese kanji as their Chinese forms
 * (`釣` as `钓`, `対象` as `对象`).
 *
 * - `total`: what is to be paid; `strongTotal`: a total no other figure beats (`支払合計`, `ZU ZAHLEN`).
 * - `subtotal`: before tax, discounts or rounding, and tax bases (`8%対象`, `Netto`, `DPP`, `공급가액`).
 * - `tax`: the tax amount (`消費税`, `부가세`, `Thuế`, `PPN`, `MwSt`, `TVA`, `IVA`).
 * - `tendered`: what was handed over (cash given, the card's amount); `change`: what came back.
 * - `discount`: money off (negative); `deposit` and `bag`: items that are not goods, kept as items.
 * - `count`: numbers of items and unit prices (figures that are never a line's amount); `ids`: labels of numbers that are never money (phone, till,
 *   terminal, cashier, card, tax id, invoice numbers); `date` / `expiry` / `printed`: date labels.
 */

export type ReceiptLanguage = "ja" | "ko" | "zh" | "vi" | "id" | "fr" | "es" | "de" | "it" | "en";

export interface Vocabulary {
  readonly total: readonly string[];
  readonly strongTotal: readonly string[];
  readonly subtotal: readonly string[];
  readonly tax: readonly string[];
  readonly tendered: readonly string[];
  readonly change: readonly string[];
  readonly discount: readonly string[];
  readonly deposit: readonly string[];
  readonly bag: readonly string[];
  readonly count: readonly string[];
  readonly ids: readonly string[];
  readonly date: readonly string[];
  readonly expiry: readonly string[];
  readonly printed: readonly string[];
  /** Words saying a tax line is already inside the prices ("内消費税", "Bao gồm thuế", "di cui IVA"). */
  readonly included: readonly string[];
}

export const VOCABULARY: Readonly<Record<ReceiptLanguage, Vocabulary>> = {
  ja: {
    total: ["合計", "合计", "総合計", "お買上計", "お買上げ計", "お会計", "ご請求額", "税込合計", "計"],
    strongTotal: ["支払合計", "お支払合計", "お支払い合計", "総合計", "ご請求額", "領収金額"],
    subtotal: ["小計", "小计", "対象", "对象", "對象", "税抜", "税抜き", "非課税"],
    tax: ["消費税", "消费税", "内税", "外税", "税額", "税合計", "税合计", "内消費税"],
    tendered: [
      "お預り",
      "お預かり",
      "預り",
      "預かり",
      "預",
      "预",
      "现金",
      "現金",
      "クレジット",
      "お支払",
      "電子マネー",
      "支払",
    ],
    change: ["お釣り", "お釣", "おつり", "釣銭", "釣", "钓", "お返し"],
    discount: ["割引", "値引", "値引き", "クーポン"],
    deposit: [],
    bag: ["レジ袋", "袋"],
    count: ["点数", "買上点数", "お買上点数", "個数", "商品数", "単価"],
    ids: [
      "電話",
      "TEL",
      "FAX",
      "レジ",
      "責",
      "担当",
      "No",
      "登録番号",
      "伝票番号",
      "取引番号",
      "会員番号",
      "承認番号",
      "端末",
      "番号",
    ],
    date: ["日付", "取引日", "発行日"],
    expiry: ["有効期限"],
    printed: ["印刷日"],
    included: ["内消費税", "内税", "税込", "(内)"],
  },
  ko: {
    total: ["합계", "합계금액", "총액", "총합계", "판매총액", "결제금액", "받을금액", "청구금액"],
    strongTotal: ["받을금액", "결제금액", "총합계", "청구금액"],
    subtotal: ["공급가액", "과세물품가액", "과세물품", "면세물품", "소계"],
    tax: ["부가세", "부가가치세", "세액"],
    tendered: ["받은금액", "현금", "카드", "신용카드", "승인금액", "결제"],
    change: ["거스름돈", "잔돈", "거스름"],
    discount: ["할인", "에누리"],
    deposit: [],
    bag: ["봉투", "봉투값"],
    count: ["수량", "품목수"],
    ids: ["전화", "TEL", "사업자", "등록번호", "카드번호", "승인번호", "가맹점", "POS", "영수증번호", "No"],
    date: ["날짜", "거래일시", "일시", "판매일"],
    expiry: ["유효기간"],
    printed: ["출력"],
    included: ["포함"],
  },
  zh: {
    total: [
      "合计",
      "合計",
      "总计",
      "總計",
      "应付",
      "應付",
      "实付",
      "實付",
      "应收",
      "應收",
      "实收",
      "實收",
      "总额",
      "總額",
    ],
    strongTotal: ["应付", "應付", "实付", "實付", "应收金额", "實收金額"],
    subtotal: ["小计", "小計"],
    tax: ["税额", "稅額", "增值税", "營業稅"],
    tendered: ["现金", "現金", "收款", "支付宝", "微信", "刷卡", "银联"],
    change: ["找零", "找續", "找赎", "找贖"],
    discount: ["折扣", "优惠", "優惠", "折让"],
    deposit: ["押金"],
    bag: ["购物袋", "購物袋"],
    count: ["数量", "數量", "件数"],
    ids: ["电话", "電話", "收银员", "收銀員", "单号", "單號", "发票", "發票", "税号", "統一編號", "机号", "機號"],
    date: ["日期", "时间", "時間"],
    expiry: ["有效期"],
    printed: ["打印时间", "列印"],
    included: ["含税", "含稅"],
  },
  vi: {
    total: [
      "Tổng tiền",
      "Tổng cộng",
      "Tổng thanh toán",
      "Tổng số tiền",
      "Tổng số tiền thanh toán",
      "Tiền thanh toán",
      "Thanh toán",
      "Cần thanh toán",
      "Phải thanh toán",
      "Tổng",
    ],
    strongTotal: ["Tổng thanh toán", "Tổng số tiền thanh toán", "Cần thanh toán", "Phải thanh toán", "Khách phải trả"],
    subtotal: ["Tạm tính", "Tiền hàng", "Cộng tiền hàng", "Thành tiền trước thuế"],
    tax: ["Thuế", "Thuế GTGT", "VAT", "Bao gồm thuế"],
    tendered: [
      "Tiền khách đưa",
      "Khách đưa",
      "Tiền khách trả",
      "Khách trả",
      "Tiền mặt",
      "Thẻ",
      "Phương thức thanh toán",
    ],
    change: ["Tiền thối", "Tiền thối lại", "Tiền trả lại", "Trả lại", "Tiền thừa", "Thối lại"],
    discount: ["Giảm giá", "Chiết khấu", "Khuyến mãi"],
    deposit: [],
    bag: ["Túi"],
    count: ["Tổng số lượng", "Tổng số lượng hàng", "Số lượng", "Tổng SL", "Tổng số mặt hàng"],
    ids: ["ĐT", "SĐT", "Điện thoại", "MST", "Mã số thuế", "Số HĐ", "Số GD", "Thu ngân", "Quầy", "Số", "Mã"],
    date: ["Ngày"],
    expiry: ["Hết hạn"],
    printed: ["Ngày in"],
    included: ["Bao gồm thuế", "Đã bao gồm", "Giá đã bao gồm"],
  },
  id: {
    total: ["Total Belanja", "Total Bayar", "Jumlah", "Harga Jual", "Total Harga", "Grand Total", "Jumlah Bayar"],
    strongTotal: ["Total Bayar", "Jumlah Bayar", "Total Belanja", "Jumlah Perlu Dibayar"],
    subtotal: ["Subtotal", "Sub Total", "DPP", "Dasar Pengenaan Pajak", "Jumlah Kecil"],
    tax: ["PPN", "Pajak", "PB1", "Cukai", "SST"],
    tendered: ["Tunai", "Bayar", "Kartu Debit", "Kartu Kredit", "Debit", "Diterima", "QRIS", "GoPay", "OVO"],
    change: ["Kembali", "Kembalian", "Baki"],
    discount: ["Diskon", "Potongan", "Diskaun", "Hemat"],
    deposit: [],
    bag: ["Kantong", "Kantong Plastik", "Beg Plastik"],
    count: ["Total Item", "Jumlah Item", "Jml Item", "Qty"],
    ids: ["Telp", "Tel", "NPWP", "Kasir", "No. Struk", "Kode Struk", "No. Order", "No"],
    date: ["Tanggal", "Tgl", "Tarikh"],
    expiry: ["Exp", "Berlaku"],
    printed: ["Dicetak"],
    included: ["Termasuk", "Sudah termasuk"],
  },
  fr: {
    total: ["Total", "Total TTC", "TOT TTC", "Montant", "Net à payer", "À payer", "Montant TTC"],
    strongTotal: ["Total TTC", "TOT TTC", "Net à payer", "Montant TTC", "À payer"],
    subtotal: ["Sous-total", "Sous total", "Total HT", "HT", "Base HT"],
    tax: ["TVA", "Montant TVA"],
    tendered: ["CB", "Carte bancaire", "Carte bleue", "Espèces", "Carte", "Chèque", "Ticket restaurant"],
    change: ["Rendu", "Rendu monnaie", "Monnaie rendue", "À rendre"],
    discount: ["Remise", "Réduction", "Bon de réduction", "Promotion"],
    deposit: ["Consigne"],
    bag: ["Sac", "Sac cabas"],
    count: ["Nombre d'articles", "Nb articles", "Articles", "Prix unitaire"],
    ids: ["Tél", "Tel", "Caisse", "Caissier", "Ticket", "SIRET", "TVA intracom", "N°"],
    date: ["Date", "Le"],
    expiry: ["Fin validité", "Expire"],
    printed: ["Imprimé"],
    included: ["Dont TVA", "TVA incluse"],
  },
  es: {
    total: ["Total", "Total a pagar", "Importe", "Importe total", "Total compra"],
    strongTotal: ["Total a pagar", "Importe total", "Total EUR"],
    subtotal: ["Subtotal", "Base imponible", "Base"],
    tax: ["IVA", "Cuota", "IGIC", "Cuota IVA"],
    tendered: ["Efectivo", "Entregado", "Tarjeta", "Tarjeta crédito", "Pago", "Datáfono", "EFT"],
    change: ["Cambio", "Vuelta", "Vuelto", "Devolución"],
    discount: ["Descuento", "Dto", "Promoción", "Ahorro"],
    deposit: ["Depósito"],
    bag: ["Bolsa"],
    count: ["Nº artículos", "Artículos", "Unidades", "Precio unitario"],
    ids: ["Tel", "Teléfono", "NIF", "CIF", "Caja", "Cajero", "Ticket", "Factura", "Nº", "Terminal", "Op"],
    date: ["Fecha"],
    expiry: ["Caducidad", "Cad"],
    printed: ["Impreso"],
    included: ["IVA incluido", "Impuestos incluidos"],
  },
  de: {
    total: ["Summe", "Gesamt", "Gesamtbetrag", "Endbetrag", "Zu zahlen", "Betrag", "Total", "Bar-Summe"],
    strongTotal: ["Zu zahlen", "Endbetrag", "Gesamtbetrag", "Summe EUR"],
    subtotal: ["Zwischensumme", "Netto", "Nettobetrag", "Zw.-Summe"],
    tax: ["MwSt", "USt", "Mehrwertsteuer", "Steuer"],
    tendered: ["Gegeben", "Bar", "EC-Karte", "Karte", "Kartenzahlung", "girocard", "Kreditkarte", "Geg."],
    change: ["Rückgeld", "Zurück", "Wechselgeld"],
    discount: ["Rabatt", "Nachlass", "Preisvorteil", "Coupon"],
    deposit: ["Pfand", "Leergut", "Einwegpfand", "Mehrwegpfand"],
    bag: ["Tragetasche", "Tüte", "Tasche"],
    count: ["Anzahl", "Artikel", "Einzelpreis", "Stückpreis"],
    ids: [
      "Tel",
      "Telefon",
      "Kasse",
      "Bon",
      "Bon-Nr",
      "Beleg",
      "Terminal",
      "TID",
      "Steuer-Nr",
      "St.-Nr",
      "USt-IdNr",
      "Trace",
      "Nr",
    ],
    date: ["Datum", "Dat"],
    expiry: ["Gültig bis", "Verfall"],
    printed: ["Gedruckt"],
    included: ["Enthaltene MwSt", "MwSt enthalten", "inkl. MwSt"],
  },
  it: {
    total: ["Totale", "Totale complessivo", "Totale EUR", "Importo", "Da pagare"],
    strongTotal: ["Totale complessivo", "Da pagare", "Totale EUR"],
    subtotal: ["Subtotale", "Imponibile"],
    tax: ["IVA", "Di cui IVA", "Imposta"],
    tendered: ["Contanti", "Contante", "Pagamento elettronico", "Bancomat", "Carta", "Pagamento"],
    change: ["Resto"],
    discount: ["Sconto", "Promozione"],
    deposit: ["Cauzione"],
    bag: ["Shopper", "Busta", "Sacchetto"],
    count: ["Numero pezzi", "Pezzi", "Articoli", "Prezzo unitario"],
    ids: ["Tel", "P.IVA", "Partita IVA", "Cassa", "Cassiere", "Scontrino", "Documento", "N."],
    date: ["Data"],
    expiry: ["Scadenza"],
    printed: ["Stampato"],
    included: ["Di cui IVA", "IVA inclusa"],
  },
  en: {
    total: ["Total", "Grand Total", "Amount Due", "Balance Due", "Total Due", "Net Total", "Amount"],
    strongTotal: ["Grand Total", "Amount Due", "Total Due", "Total Payable"],
    subtotal: ["Subtotal", "Sub Total", "Total Excl"],
    tax: ["Tax", "VAT", "GST", "SST", "Sales Tax"],
    tendered: ["Cash", "Tendered", "Card", "Visa", "Mastercard", "Paid", "EFT", "EFTPOS"],
    change: ["Change", "Change Due"],
    discount: ["Discount", "Disc", "Coupon", "Voucher", "Promo"],
    deposit: ["Deposit", "Bottle Deposit"],
    bag: ["Bag", "Carrier Bag", "Plastic Bag"],
    count: ["Total Qty", "No of Items", "Item Count", "Qty", "Unit Price"],
    ids: [
      "Tel",
      "Phone",
      "Fax",
      "Cashier",
      "Till",
      "Terminal",
      "Invoice",
      "Receipt No",
      "Order",
      "Table",
      "Reg",
      "Card No",
      "No",
    ],
    date: ["Date"],
    expiry: ["Exp", "Expiry", "Valid Thru"],
    printed: ["Printed"],
    included: ["Incl", "Included", "Inclusive"],
  },
};

/** Full-width forms as plain ones, upper case, no accents (`Đ` as `D`, `ß` as `SS`), spaced letters joined. */
export const foldWords = (text: string): string =>
  text
    .normalize("NFKC")
    .replace(/[đĐ]/g, "D")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC")
    .replace(/ß/g, "SS")
    .toUpperCase()
    // "T O T A L", "S U M M E": three or more single letters with single spaces are one word.
    .replace(/(?<![\p{L}\p{N}])\p{Lu}(?: \p{Lu}){2,}(?![\p{L}\p{N}])/gu, (spaced) => spaced.replace(/ /g, ""))
    .replace(/\s+/g, " ")
    .trim();

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A CJK word as tills print labels, letter-spaced or not: `合 計`, `합  계` are `合計`, `합계`. */
const spacedCjk = (word: string): string => [...word.replace(/\s+/g, "")].map(escapeRegExp).join("\\s*");

/** Where a word must stand: a label begins its row; an identifier's label stands right before its number. */
export type Anchor = "start" | "end";

/**
 * One pattern for a list of words. CJK words match anywhere (those scripts put no spaces between
 * words, and a row's label may follow a code); Latin words only at the anchor, so that a soap BAR,
 * a BASE coat or a gift CARD in an item's name is never a keyword. Spaces inside a word are
 * optional (OCR drops them: `TONGCONG`).
 */
const patternOf = (words: readonly string[], anchor: Anchor): RegExp | null => {
  if (words.length === 0) return null;
  const folded = [...new Set(words.map(foldWords))].sort((a, b) => b.length - a.length);
  const body = (word: string) => word.split(" ").map(escapeRegExp).join("\\s*").replace(/\\-/g, "\\s*-?\\s*");
  const cjk = folded.filter((w) => CJK.test(w)).map(spacedCjk);
  const latin = folded.filter((w) => !CJK.test(w)).map(body);
  const parts: string[] = [];
  if (cjk.length > 0) parts.push(anchor === "end" ? `(?:${cjk.join("|")})[\\s:.#№°-]*$` : `(?:${cjk.join("|")})`);
  if (latin.length > 0)
    parts.push(
      anchor === "start"
        ? `^[^\\p{L}\\p{N}]*(?:${latin.join("|")})(?![\\p{L}])`
        : `(?<![A-Z0-9])(?:${latin.join("|")})[\\s:.#№°-]*$`,
    );
  return new RegExp(parts.join("|"), "u");
};

export type VocabularyKind = keyof Vocabulary;

const KINDS = Object.keys(VOCABULARY.en) as VocabularyKind[];
const ALL_LANGUAGES = Object.keys(VOCABULARY) as ReceiptLanguage[];

const compile = (anchor: Anchor) =>
  new Map(
    KINDS.map(
      (kind) =>
        [
          kind,
          patternOf(
            ALL_LANGUAGES.flatMap((lang) => VOCABULARY[lang][kind]),
            anchor,
          ),
        ] as const,
    ),
  );

const AT_START = compile("start");
const AT_END = compile("end");

const INCLUDED_ANYWHERE = new RegExp(
  [...new Set(ALL_LANGUAGES.flatMap((lang) => VOCABULARY[lang].included).map(foldWords))]
    .map((w) => escapeRegExp(w).replace(/ /g, "\\s*"))
    .join("|"),
  "u",
);

/** Whether a tax row says its tax is inside the prices: the word may stand anywhere on the row. */
export const saysIncluded = (text: string): boolean => {
  return INCLUDED_ANYWHERE.test(foldWords(text));
};

const ANYWHERE = new Map(
  KINDS.map((kind) => {
    const words = [...new Set(ALL_LANGUAGES.flatMap((lang) => VOCABULARY[lang][kind]).map(foldWords))];
    const latin = words.filter((w) => !CJK.test(w)).map((w) => escapeRegExp(w).replace(/ /g, "\\s*"));
    const cjk = words.filter((w) => CJK.test(w)).map(spacedCjk);
    const parts = [...(latin.length > 0 ? [`(?<![\\p{L}])(?:${latin.join("|")})(?![\\p{L}])`] : []), ...cjk];
    return [kind, parts.length > 0 ? new RegExp(parts.join("|"), "u") : null] as const;
  }),
);

/** Whether a word of that kind stands anywhere on the row (folded), as a whole word. */
export const says = (kind: VocabularyKind, folded: string): boolean => ANYWHERE.get(kind)?.test(folded) ?? false;

/** Whether a row's words (folded with `foldWords`) begin with a word of that kind, in any language. */
export const begins = (kind: VocabularyKind, folded: string): boolean => AT_START.get(kind)?.test(folded) ?? false;

/** Whether the words right before a number (folded) end with a word of that kind ("TEL", "No", "番号"). */
export const ends = (kind: VocabularyKind, folded: string): boolean => AT_END.get(kind)?.test(folded) ?? false;

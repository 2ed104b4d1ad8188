#!/usr/bin/env bash
# Renders the receipts in other scripts that the OCR tests read, into test/fixtures/. The images
# are committed, so tests and CI need no ImageMagick; run this again only to change them.
#
# Needs real ImageMagick 6 (/usr/bin/convert), the Noto CJK fonts (`fonts-noto-cjk`) and DejaVu
# (`fonts-dejavu-core`). Each receipt is made to look photographed: a slight rotation, blur,
# uneven light and seeded noise, as a JPEG. Output is deterministic.
set -euo pipefail

CONVERT=${CONVERT:-/usr/bin/convert}
CJK=${CJK:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
LATIN=${LATIN:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
HERE=$(cd "$(dirname "$0")/.." && pwd)
OUT="$HERE/test/fixtures"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$CONVERT" -version | grep -q ImageMagick || { echo "$CONVERT is not ImageMagick" >&2; exit 1; }
for font in "$CJK" "$LATIN"; do [ -f "$font" ] || { echo "font $font not found" >&2; exit 1; }; done
mkdir -p "$OUT"

# text FONT NAME: NAME's lines as a black-on-white image
text() {
  "$CONVERT" -background white -fill black -font "$1" -pointsize 30 -interline-spacing 8 \
    label:"$(cat "$WORK/$2.txt")" "$WORK/$2.png"
}

# wide FONT NAME: NAME's lines in double-width characters (stretched 2x), as receipts print totals
wide() {
  "$CONVERT" -background white -fill black -font "$1" -pointsize 30 label:"$(cat "$WORK/$2.txt")" \
    -resize 200%x100%! "$WORK/$2.png"
}

# photograph NAME DEGREES: the parts NAME-*.png stacked, then rotated, blurred, lit unevenly, noisy
photograph() {
  local name=$1 degrees=$2
  shift 2
  "$CONVERT" "$@" -gravity west -background white -append -bordercolor white -border 50 \
    -rotate "$degrees" -blur 0x0.8 \
    \( +clone -sparse-color Barycentric '0,0 gray(92%) %w,%h gray(100%)' \) -compose multiply -composite \
    -seed 7 -attenuate 0.5 +noise Gaussian -colorspace Gray -quality 82 -strip "$OUT/$name.jpg"
}

cat > "$WORK/ja-head.txt" <<'TXT'
スーパーさくら 新宿店
2026年3月14日(土) 18:09
レジ0012 No.000124
りんご          ¥298
牛乳            ¥238
食パン          ¥178
小計            ¥714
(内消費税等 8%   ¥52)
TXT
cat > "$WORK/ja-total.txt" <<'TXT'
合計 ¥714
TXT
cat > "$WORK/ja-tail.txt" <<'TXT'
お預り          ¥1,000
お釣り            ¥286
TXT
text "$CJK" ja-head
wide "$CJK" ja-total
text "$CJK" ja-tail
photograph ja-receipt 1.5 "$WORK/ja-head.png" "$WORK/ja-total.png" "$WORK/ja-tail.png"

cat > "$WORK/ko.txt" <<'TXT'
행복마트 강남점
2026-03-14 18:09
사과            3,500
우유            2,800
합계            6,300
받은금액       10,000
거스름돈        3,700
TXT
text "$CJK" ko
photograph ko-receipt -1.2 "$WORK/ko.png"

cat > "$WORK/zh.txt" <<'TXT'
华联超市 朝阳店
日期：2026-03-14 18:09
苹果            12.50
牛奶             8.00
合计            20.50
现金            50.00
找零            29.50
TXT
text "$CJK" zh
photograph zh-receipt 1 "$WORK/zh.png"

cat > "$WORK/vi.txt" <<'TXT'
SIÊU THỊ HOA SEN
Ngày: 14/03/2026 18:09
Cà phê sữa          25.000
Bánh mì             15.000
TỔNG TIỀN           40.000
Tiền khách đưa     100.000
Tiền thối           60.000
TXT
text "$LATIN" vi
photograph vi-receipt -1 "$WORK/vi.png"

# A phone photo as phones store them: the pixels turned a quarter left, with an EXIF Orientation
# of 6 ("rotate 90 degrees clockwise to view"), which the engine must honour. ImageMagick cannot
# write an EXIF block into a file that has none: sharp (this package's dependency) tags it.
"$CONVERT" "$OUT/zh-receipt.jpg" -rotate -90 -quality 82 "$WORK/zh-turned.jpg"
(cd "$HERE" && node -e '
  const sharp = require("sharp");
  const [from, to] = process.argv.slice(1);
  sharp(from).withMetadata({ orientation: 6 }).jpeg({ quality: 82 }).toFile(to).catch((e) => { console.error(e); process.exit(1); });
' "$WORK/zh-turned.jpg" "$OUT/zh-receipt-exif6.jpg")

ls -l "$OUT"/*-receipt*.jpg

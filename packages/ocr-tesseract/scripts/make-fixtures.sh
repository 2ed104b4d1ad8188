#!/usr/bin/env bash
# Renders the receipt images the OCR tests read, into test/fixtures/. The images are committed,
# so tests and CI need no ImageMagick; run this again only to change them.
#
# Needs real ImageMagick 6 (`apt-get install -y imagemagick`: /usr/bin/convert; another
# `convert` may come first on PATH) and the DejaVu fonts. Output is deterministic (seeded noise).
set -euo pipefail

CONVERT=${CONVERT:-/usr/bin/convert}
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf}
HERE=$(cd "$(dirname "$0")/.." && pwd)
OUT="$HERE/test/fixtures"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

"$CONVERT" -version | grep -q ImageMagick || { echo "$CONVERT is not ImageMagick" >&2; exit 1; }
[ -f "$FONT" ] || { echo "font $FONT not found" >&2; exit 1; }
mkdir -p "$OUT"

# render NAME.EXT [extra convert options applied after the text is drawn]
# (the text goes inline: the default security policy forbids label:@file; % is escaped)
render() {
  local target=$1
  shift
  "$CONVERT" -background white -fill black -font "$FONT" -pointsize 28 -interline-spacing 6 \
    label:"$(sed 's/%/%%/g' "$WORK/${target%.*}.txt")" -bordercolor white -border 40 "$@" \
    -colorspace Gray -strip "$OUT/$target"
}

cat > "$WORK/clean.txt" <<'TXT'
CORNER GROCERY
123 Main Street, Springfield
Date: 2026-03-14  10:32
--------------------------------
Milk 2L                    $3.49
Bread                      $2.99
Apples 1kg                 $4.50
--------------------------------
TOTAL                     $10.98
VISA **** 1234            $10.98
Thank you!
TXT
render clean.png

# The same receipt as WebP, for the accepted-type paths.
render clean.webp -quality 90

cat > "$WORK/tax-on-top.txt" <<'TXT'
HARDWARE DEPOT
Date: 03/14/2026
--------------------------------
Hammer                     12.99
Nails 1lb                   4.25
Duct tape                   3.50
--------------------------------
SUBTOTAL                   20.74
SALES TAX 8%                1.66
TOTAL USD                  22.40
CASH                       25.00
CHANGE                      2.60
TXT
render tax-on-top.png

cat > "$WORK/tax-included.txt" <<'TXT'
THE BOOK NOOK
14/03/2026
--------------------------------
Paperback novel            £8.99
Notebook                   £4.50
Pen set                    £6.00
--------------------------------
TOTAL                     £19.49
VAT 20% included           £3.25
CARD PAYMENT              £19.49
TXT
render tax-included.png

cat > "$WORK/comma-decimals.txt" <<'TXT'
CAFE CENTRAL
Datum: 14.03.2026
--------------------------------
Croissant                 2,50 €
Cappuccino                3,20 €
Espresso machine      1.249,00 €
--------------------------------
TOTAL EUR             1.254,70 €
MASTERCARD            1.254,70 €
TXT
render comma-decimals.png

cat > "$WORK/rotated-noisy.txt" <<'TXT'
BLUE BOTTLE CAFE
Mar 14 2026
--------------------------------
Latte                       4.75
Bagel                       3.25
Orange juice                5.00
--------------------------------
TOTAL                      13.00
MASTERCARD                 13.00
TXT
render rotated-noisy.jpg -seed 42 -attenuate 0.4 +noise Gaussian -background white -rotate 1.5 -quality 80

cat > "$WORK/other-currency.txt" <<'TXT'
TOKYO RAMEN
2026/03/14
--------------------------------
Shoyu ramen                ¥980
Gyoza                      ¥480
--------------------------------
TOTAL JPY                ¥1,460
CASH                     ¥2,000
CHANGE                     ¥540
TXT
render other-currency.png

"$CONVERT" -size 600x800 xc:white -colorspace Gray -strip "$OUT/blank.png"

printf 'CORNER GROCERY\nMilk 2L $3.49\nTOTAL $3.49\n' > "$OUT/not-an-image.txt"

ls -l "$OUT"

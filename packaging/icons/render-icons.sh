#!/usr/bin/env bash
# Renders the app icon (foodcourt.svg) to every PNG the platforms need, into the source
# tree (the PNGs are committed so a build needs no SVG renderer):
#   packaging/icons/hicolor/<N>x<N>/apps/foodcourt.png    desktop (Debian package)
#   platform/android/res/mipmap-<density>/ic_launcher.png  Android before 8.0 (8.0+ uses
#                                                          the adaptive vector icon)
#   platform/ios/Assets.xcassets/AppIcon.appiconset/AppIcon-1024.png  iOS (opaque: the
#                                                          system rounds the corners itself)
# Needs rsvg-convert (librsvg2-bin) and ImageMagick's convert. Run after editing the SVG.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
svg="$here/foodcourt.svg"

for size in 16 24 32 48 64 128 256 512; do
    out="$here/hicolor/${size}x${size}/apps"
    mkdir -p "$out"
    rsvg-convert -w "$size" -h "$size" "$svg" -o "$out/foodcourt.png"
done

declare -A densities=([mdpi]=48 [hdpi]=72 [xhdpi]=96 [xxhdpi]=144 [xxxhdpi]=192)
for density in "${!densities[@]}"; do
    size=${densities[$density]}
    out="$root/platform/android/res/mipmap-$density"
    mkdir -p "$out"
    rsvg-convert -w "$size" -h "$size" "$svg" -o "$out/ic_launcher.png"
done

ios="$root/platform/ios/Assets.xcassets/AppIcon.appiconset"
mkdir -p "$ios"
# Full bleed in the paper colour, no alpha channel (App Store rule).
rsvg-convert -w 1024 -h 1024 -b '#FFF4E2' "$svg" -o "$ios/AppIcon-1024.rgba.png"
/usr/bin/convert "$ios/AppIcon-1024.rgba.png" -alpha off "$ios/AppIcon-1024.png"
rm "$ios/AppIcon-1024.rgba.png"
echo "render-icons: PNGs written"

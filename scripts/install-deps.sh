#!/usr/bin/env bash
# Installs what Food Court needs to build, run and test, from Debian/Ubuntu packages only.
# Idempotent: installs only what is missing, and says what. Usage: scripts/install-deps.sh
set -euo pipefail

packages=(
    cmake ninja-build g++ ccache
    qt6-base-dev qt6-declarative-dev qt6-multimedia-dev qt6-tools-dev qt6-l10n-tools
    qt6-declarative-dev-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qtquick-shapes
    qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qttest qml6-module-qtmultimedia
    libqt6sql6-sqlite                           # the family history's SQLite driver (QSQLITE)
    gstreamer1.0-plugins-base gstreamer1.0-plugins-good
    libbox2d-dev
    qt6-speech-dev qml6-module-qttexttospeech libqt6texttospeech6  # read-aloud (optional)
    fonts-dejavu-core
    dpkg-dev file appstream desktop-file-utils  # ctest package_deb: build, check the package
    clang                                       # scripts/sanitize.sh: ASan/UBSan and libFuzzer
    clang-format                                # scripts/check-format.sh (scripts/test.sh)
    tesseract-ocr tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-spa  # ctest ocr_*: screens
    tesseract-ocr-deu tesseract-ocr-nld tesseract-ocr-ita                # read back by OCR
    xvfb xauth xdotool                          # ctest journey_*: the real window under Xvfb
)

if ! command -v apt-get >/dev/null || ! command -v dpkg-query >/dev/null; then
    echo "install-deps: this script knows Debian and Ubuntu (apt) only; install the packages" \
         "listed in scripts/install-deps.sh by other means." >&2
    exit 1
fi

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo_cmd=(sudo)
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# Boost.JSON >= 1.81: the unversioned package where the distribution has one, else the
# newest versioned one (Debian 12 ships libboost-json1.81-dev).
boost_candidates=(libboost-json-dev libboost-json1.83-dev libboost-json1.81-dev)

missing=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
have_boost=false
for p in "${boost_candidates[@]}"; do installed "$p" && have_boost=true; done

# clang's libFuzzer runtime is a separate package on some releases (libclang-rt-N-dev).
fuzzer_runtime_works() {
    command -v clang++ >/dev/null &&
        printf 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }\n' |
        clang++ -x c++ -fsanitize=fuzzer - -o /dev/null 2>/dev/null
}
install_fuzzer_runtime() {
    fuzzer_runtime_works && return 0
    local major
    major=$(clang++ --version | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -n 1)
    echo "install-deps: installing clang's libFuzzer runtime: libclang-rt-$major-dev"
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "libclang-rt-$major-dev"
}

if [ ${#missing[@]} -eq 0 ] && $have_boost && fuzzer_runtime_works; then
    echo "install-deps: all build, run and test packages are already installed."
    exit 0
fi

export DEBIAN_FRONTEND=noninteractive
echo "install-deps: updating the package lists"
"${sudo_cmd[@]}" apt-get update -qq

if ! $have_boost; then
    for p in "${boost_candidates[@]}"; do
        version=$(apt-cache policy "$p" 2>/dev/null | awk '/Candidate:/ {print $2}')
        if [ -n "$version" ] && [ "$version" != "(none)" ]; then
            # libboost-json-dev must be 1.81 or newer.
            if dpkg --compare-versions "$version" ge 1.81; then missing+=("$p"); have_boost=true; break; fi
        fi
    done
    $have_boost || { echo "install-deps: no Boost.JSON 1.81+ package found" >&2; exit 1; }
fi

if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing ${#missing[@]} package(s): ${missing[*]}"
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
install_fuzzer_runtime
echo "install-deps: done."

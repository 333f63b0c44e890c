#!/bin/bash
# The build step of the GitHub Action (action.yml): builds idv-res from the action's own source
# (no remote Swift packages) with the C libraries from apt (Linux) or Homebrew (macOS), and
# puts its path in $GITHUB_ENV as IDV_RES. Runs in the action's folder.
set -euo pipefail
if [ "$(uname)" = Darwin ]; then
    brew list libxml2 libzip openssl@3 pkgconf >/dev/null 2>&1 || brew install libxml2 libzip openssl@3 pkgconf
    export PKG_CONFIG_PATH="$(brew --prefix libxml2)/lib/pkgconfig:$(brew --prefix openssl@3)/lib/pkgconfig"
    swift build -c release --product idv-res
else
    make deps
    swift build -c release --static-swift-stdlib --product idv-res
fi
echo "IDV_RES=$PWD/.build/release/idv-res" >> "$GITHUB_ENV"
